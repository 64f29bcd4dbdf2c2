import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

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
/** The BCP 47 tag of each language (the portal's own codes follow the platform: CN is Chinese). */
export const HTML_LANG: Record<Lang, string> = { pt: 'pt', en: 'en', cn: 'zh-CN', id: 'id', th: 'th', vi: 'vi' };

export type Texts = Record<string, unknown>;
type Loaders = Record<string, () => Promise<{ default: Texts }>>;

/**
 * A texts directory's loaders by language, from `import.meta.glob('./locales/*.json')`: each language its own chunk
 * (a test checks every directory has all six with the same keys).
 */
export function byLanguage(files: Loaders): (lang: Lang) => Promise<Texts> {
  return async (lang) => {
    const load = files[`./locales/${lang}.json`];
    if (!load) throw new Error(`no ${lang} texts`);
    return (await load()).default;
  };
}

// Every language is its own chunk, PT included: a visitor downloads only the language shown (a brand whose
// default is TH never ships PT), and the shell's first script stays small.
const textsOf = byLanguage(import.meta.glob<{ default: Texts }>('./locales/*.json'));

export const isLang = (l: string | null | undefined): l is Lang => LANGUAGES.includes(l as Lang);

/**
 * The language to start in: the visitor's saved one (spec section 3 `lang`), else the brand's default, which the
 * server writes into the document (`<html data-lang>`), else PT until the brand says.
 */
const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem('lang');
const brandDefault = typeof document === 'undefined' ? null : (document.documentElement.dataset.lang ?? null);
export const startLanguage: Lang = isLang(saved) ? saved : isLang(brandDefault) ? brandDefault : 'pt';

// Every language has every key (a test checks), so there is no fallback language to download as well.
void i18n.use(initReactI18next).init({
  lng: startLanguage,
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Loads a language's texts once. */
async function load(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await textsOf(lang), true, true);
}

/** Loads a language's texts (once) and switches to it. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await load(lang);
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/** The current language's texts: the shell shows its loading state until they are there. */
export type TextsState = 'loading' | 'ready' | 'failed';
let failed = false;
const failedListeners = new Set<() => void>();
const textsState = (): TextsState =>
  failed ? 'failed' : i18n.hasResourceBundle(i18n.language, 'translation') ? 'ready' : 'loading';
const onTexts = (notify: () => void) => {
  i18n.on('languageChanged', notify);
  i18n.store.on('added', notify);
  failedListeners.add(notify);
  return () => {
    i18n.off('languageChanged', notify);
    i18n.store.off('added', notify);
    failedListeners.delete(notify);
  };
};
export const useTexts = (): TextsState => useSyncExternalStore(onTexts, textsState, textsState);

/** Loads the start language right away, in parallel with the brand's permission call. */
export const textsLoaded: Promise<void> = changeLanguage(startLanguage).catch(() => {
  failed = true;
  for (const notify of failedListeners) notify();
});

export default i18n;
