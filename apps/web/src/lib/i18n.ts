import i18n, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS } from '../locales';
import { detectLanguage, LANGUAGE_STORAGE_KEY, toStoredLanguage, type AppLanguage } from './language';

type Catalogue = Record<string, ResourceLanguage>;

/**
 * Two chunks per language: a visitor downloads the texts of the language shown, not both, and first only the
 * namespaces of the shell and the home page (locales/catalogue.<lang>.ts); the rest comes with the first other
 * screen (`loadAllTexts`, called by app/AntdOutlet.tsx's route loading and by the shell's dialogs).
 */
const CATALOGUES: Record<AppLanguage, () => Promise<Catalogue>> = {
  'zh-CN': async () => (await import('../locales/catalogue.zh-CN')).default,
  en: async () => (await import('../locales/catalogue.en')).default,
};
const REST: Record<AppLanguage, () => Promise<Catalogue>> = {
  'zh-CN': async () => (await import('../locales/catalogue.zh-CN.rest')).default,
  en: async () => (await import('../locales/catalogue.en.rest')).default,
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

const add = (lang: AppLanguage, catalogue: Catalogue) => {
  for (const [ns, texts] of Object.entries(catalogue)) i18n.addResourceBundle(lang, ns, texts, true, true);
};

/** Whether a screen has asked for every namespace: a language switched to then loads all of its own too. */
let allWanted = false;
const restLoaded = new Map<AppLanguage, Promise<void>>();
const loadRest = (lang: AppLanguage): Promise<void> => {
  let loading = restLoaded.get(lang);
  if (!loading) {
    // Fetched at once (beside the first texts when a screen asks early), added once i18next is set up.
    loading = Promise.all([REST[lang](), i18nReady]).then(([catalogue]) => add(lang, catalogue));
    restLoaded.set(lang, loading);
  }
  return loading;
};

/** Every namespace of the shown language, for screens beyond the home page: resolves once they are in. */
export async function loadAllTexts(): Promise<void> {
  allWanted = true;
  await loadRest(i18n.isInitialized ? currentLanguage() : initial);
}

/** Adds a language's texts (once) before switching to it, so that no key shows untranslated. */
async function loadLanguage(lang: AppLanguage): Promise<void> {
  await Promise.all([
    i18n.hasResourceBundle(lang, defaultNS) ? undefined : CATALOGUES[lang]().then((catalogue) => add(lang, catalogue)),
    allWanted ? loadRest(lang) : undefined,
  ]);
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
