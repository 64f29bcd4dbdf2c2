import { featureTexts } from '../i18n/feature-texts.ts';
import { byLanguage } from '../i18n/index.ts';

// Contract texts load with the agent or member centre chunk that shows a contract, never with the home page;
// merged into the shared bundle under `contract.`.
const texts = featureTexts(
  'contract',
  'house',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const useContractTexts = texts.useTexts;
