import { featureTexts } from '../../../shared/i18n/feature-texts.ts';
import { byLanguage } from '../../../shared/i18n/index.ts';

// rewardCenter's texts load with its screen, never with the home page; merged under `reward.`.
const texts = featureTexts(
  'reward',
  'loadFailed',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const useRewardTexts = texts.useTexts;
