import { featureTexts } from '../../shared/i18n/feature-texts.ts';
import { byLanguage } from '../../shared/i18n/index.ts';

// The mall's texts live beside it and load with its chunk (as the agent centre's do), merged under `points.`.
const texts = featureTexts(
  'points',
  'title',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const usePointsTexts = texts.useTexts;
