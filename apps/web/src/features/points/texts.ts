import { useEffect, useState } from 'react';
import i18n, { byLanguage, isLang } from '../../shared/i18n/index.ts';

// The mall's texts live beside it and load with its chunk (as the agent centre's do), merged under `points.`.
const textsOf = byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));

const has = (lang: string) => i18n.getResource(lang, 'translation', 'points.title') !== undefined;

export async function loadPointsTexts(lang: string): Promise<void> {
  if (!isLang(lang) || has(lang)) return;
  i18n.addResourceBundle(lang, 'translation', { points: await textsOf(lang) }, true, true);
}

void loadPointsTexts(i18n.language).catch(() => undefined);

/** True once the mall's texts of the shown language are there; follows language changes. */
export function usePointsTexts(): boolean {
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
    loadPointsTexts(lang).then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFailure(error ?? new Error('points texts')),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return has(lang);
}
