import { useEffect, useState } from 'react';
import i18n, { byLanguage, isLang } from '../../shared/i18n/index.ts';

// The agent centre's texts live beside it and load with its chunk, so the home route's first load (which carries
// the start language's shared texts) does not grow by a screen only agents open. Same six languages, same keys
// (test/agent-centre.test.tsx checks), merged into the shared bundle under `agent.`.
const textsOf = byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));

const has = (lang: string) => i18n.getResource(lang, 'translation', 'agent.share') !== undefined;

export async function loadAgentTexts(lang: string): Promise<void> {
  if (!isLang(lang) || has(lang)) return;
  i18n.addResourceBundle(lang, 'translation', { agent: await textsOf(lang) }, true, true);
}

// Fetched as soon as the centre's chunk is, in parallel with its first render.
void loadAgentTexts(i18n.language).catch(() => undefined);

/**
 * True once the agent texts of the shown language are there; follows language changes. If they cannot load, it
 * throws, so the popup's error boundary offers a reload.
 */
export function useAgentTexts(): boolean {
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
    loadAgentTexts(lang).then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => live && setFailure(error ?? new Error('agent texts')),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return has(lang);
}
