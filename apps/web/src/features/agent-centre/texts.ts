import { featureTexts } from '../../shared/i18n/feature-texts.ts';
import { byLanguage } from '../../shared/i18n/index.ts';

// The agent centre's texts live beside it and load with its chunk: same six languages, same keys
// (test/agent-centre.test.tsx checks), merged into the shared bundle under `agent.`.
const texts = featureTexts(
  'agent',
  'share',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const useAgentTexts = texts.useTexts;
