import { featureTexts } from '../i18n/feature-texts.ts';
import { byLanguage } from '../i18n/index.ts';

// Promotion texts load with the promotions pages or the member centre's bonusDetails, never with the home page;
// merged into the shared bundle under `promos.`.
const texts = featureTexts(
  'promos',
  'title',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const usePromotionTexts = texts.useTexts;
