import { featureTexts } from '../../../shared/i18n/feature-texts.ts';
import { byLanguage } from '../../../shared/i18n/index.ts';

// manualRebate's and referral's texts load with their screens, never with the home page; merged under `earn.`.
const texts = featureTexts(
  'earn',
  'rebate',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const useEarnTexts = texts.useTexts;
