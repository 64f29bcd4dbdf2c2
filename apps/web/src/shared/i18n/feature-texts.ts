import { useEffect, useState } from 'react';
import i18n, { isLang, type Lang, type Texts } from './index.ts';

/**
 * A screen's texts that live beside it and load with its chunk, so the home route's first load does not grow by a
 * screen few visitors open; merged into the shared bundle under `namespace.`. `probe` is one of its keys, to tell
 * whether a language is there.
 */
export function featureTexts(namespace: string, probe: string, textsOf: (lang: Lang) => Promise<Texts>) {
  const has = (lang: string) => i18n.getResource(lang, 'translation', `${namespace}.${probe}`) !== undefined;

  async function load(lang: string): Promise<void> {
    if (!isLang(lang) || has(lang)) return;
    i18n.addResourceBundle(lang, 'translation', { [namespace]: await textsOf(lang) }, true, true);
  }
  // Fetched as soon as the screen's chunk is, in parallel with its first render.
  void load(i18n.language).catch(() => undefined);

  /**
   * True once the texts of the shown language are there; follows language changes. If they cannot load, it throws,
   * so the screen's error boundary offers a reload.
   */
  function useTexts(): boolean {
    const [lang, setLang] = useState(i18n.language);
    const [, setLoaded] = useState(0);
    const [failure, setFailure] = useState<unknown>();
    if (failure) throw failure;
    useEffect(() => {
      const onChange = (l: string) => setLang(l);
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    }, []);
    useEffect(() => {
      let live = true;
      load(lang).then(
        () => live && setLoaded((n) => n + 1),
        (error: unknown) => live && setFailure(error ?? new Error(`${namespace} texts`)),
      );
      return () => {
        live = false;
      };
    }, [lang]);
    return has(lang);
  }

  return { load, useTexts };
}
