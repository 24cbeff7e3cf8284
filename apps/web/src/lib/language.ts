export const LANGUAGES = ['zh-CN', 'en'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'zh-CN';

/** Saved as HOJ's client saves it ('zh-CN' / 'en-US'), so both clients share the choice. */
export const LANGUAGE_STORAGE_KEY = 'Web_Language';

/**
 * Spec §1: `?l=zh-cn` means Chinese and any other `l` English; else the saved value; else the
 * browser language; else zh-CN.
 */
export function detectLanguage(search: string, saved: string | null, browser: string | undefined): AppLanguage {
  const l = new URLSearchParams(search).get('l');
  if (l !== null) return l.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en';
  if (saved) return saved.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
  if (browser) return browser.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
  return DEFAULT_LANGUAGE;
}

export const toStoredLanguage = (lang: AppLanguage) => (lang === 'zh-CN' ? 'zh-CN' : 'en-US');
