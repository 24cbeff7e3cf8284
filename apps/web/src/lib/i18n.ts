import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, defaultNS } from '../locales';
import { detectLanguage, LANGUAGE_STORAGE_KEY, toStoredLanguage, type AppLanguage } from './language';

const initial = detectLanguage(window.location.search, localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'zh-CN',
  defaultNS,
  ns: Object.keys(resources['zh-CN']),
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initial;

export function currentLanguage(): AppLanguage {
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}

export function setLanguage(lang: AppLanguage): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, toStoredLanguage(lang));
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

export { i18n };
