import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import pt from './locales/pt.json';
import zh from './locales/zh.json';

/** The console's languages: English, Portuguese and Chinese, all complete (tests hold them to the same keys). */
export const LANGUAGES = ['en', 'pt', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
const KEY = 'console.language';

function startLanguage(): Language {
  const saved = localStorage.getItem(KEY);
  if (saved && (LANGUAGES as ReadonlyArray<string>).includes(saved)) return saved as Language;
  const browser = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return (LANGUAGES as ReadonlyArray<string>).includes(browser) ? (browser as Language) : 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, pt: { translation: pt }, zh: { translation: zh } },
  lng: startLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(lang: Language) {
  localStorage.setItem(KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
}

export default i18n;
