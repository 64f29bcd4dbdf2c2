import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from './locales/pt.json';

/** The six shipped languages; each brand offers a subset (permission `supportLanguages`). Default PT. */
export const LANGUAGES = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Lang, string> = {
  pt: 'Português',
  en: 'English',
  cn: '中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};
const HTML_LANG: Record<Lang, string> = { pt: 'pt', en: 'en', cn: 'zh-CN', id: 'id', th: 'th', vi: 'vi' };

const loaders: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  pt: async () => ({ default: pt }),
  en: () => import('./locales/en.json'),
  cn: () => import('./locales/cn.json'),
  id: () => import('./locales/id.json'),
  th: () => import('./locales/th.json'),
  vi: () => import('./locales/vi.json'),
};

export const isLang = (l: string | null | undefined): l is Lang => LANGUAGES.includes(l as Lang);

void i18n.use(initReactI18next).init({
  lng: 'pt',
  fallbackLng: 'pt',
  resources: { pt: { translation: pt } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Loads a language's texts (once) and switches to it. */
export async function changeLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const { default: texts } = await loaders[lang]();
    i18n.addResourceBundle(lang, 'translation', texts, true, true);
  }
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

export default i18n;
