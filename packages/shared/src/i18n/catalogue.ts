export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/** A catalogue of server messages for one area: the same keys in both languages. */
export type Catalogue<K extends string = string> = Record<Lang, Record<K, string>>;

export const defineCatalogue = <K extends string>(zh: Record<K, string>, en: Record<K, string>): Catalogue<K> => ({
  'zh-CN': zh,
  en,
});

/** `?l=zh-cn` gives Chinese, any other value English (spec 1 §1); otherwise Accept-Language. */
export function pickLang(queryLang: string | undefined, acceptLanguage: string | undefined): Lang {
  if (queryLang) return queryLang.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en';
  if (acceptLanguage) {
    const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LANG;
}

export function interpolate(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
