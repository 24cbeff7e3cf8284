import i18n, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS } from '../locales';
import { detectLanguage, LANGUAGE_STORAGE_KEY, toStoredLanguage, type AppLanguage } from './language';

/** One chunk per language: a visitor downloads the texts of the language shown, not both. */
const CATALOGUES: Record<AppLanguage, () => Promise<Record<string, ResourceLanguage>>> = {
  'zh-CN': async () => (await import('../locales/catalogue.zh-CN')).default,
  en: async () => (await import('../locales/catalogue.en')).default,
};

const initial = detectLanguage(window.location.search, localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);

/** Resolves once the shown language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<unknown> = CATALOGUES[initial]().then((catalogue) =>
  i18n.use(initReactI18next).init({
    resources: { [initial]: catalogue },
    lng: initial,
    fallbackLng: 'zh-CN',
    defaultNS,
    ns: Object.keys(catalogue),
    interpolation: { escapeValue: false },
    returnNull: false,
  }),
);
document.documentElement.lang = initial;

/** Adds a language's texts (once) before switching to it, so that no key shows untranslated. */
async function loadLanguage(lang: AppLanguage): Promise<void> {
  if (i18n.hasResourceBundle(lang, defaultNS)) return;
  const catalogue = await CATALOGUES[lang]();
  for (const [ns, texts] of Object.entries(catalogue)) i18n.addResourceBundle(lang, ns, texts, true, true);
}

export function currentLanguage(): AppLanguage {
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}

export function setLanguage(lang: AppLanguage): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, toStoredLanguage(lang));
  void loadLanguage(lang).then(async () => {
    document.documentElement.lang = lang;
    await i18n.changeLanguage(lang);
  });
}

export { i18n };
