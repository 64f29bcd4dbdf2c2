import type { TFunction } from 'i18next';
import { featureTexts } from '../../shared/i18n/feature-texts.ts';
import { byLanguage } from '../../shared/i18n/index.ts';
import type { Pick } from './picks.ts';

// The lottery's texts live beside it and load with its chunk: the six languages, same keys (test/lottery.test.tsx
// checks), merged into the shared bundle under `lottery.`.
const texts = featureTexts(
  'lottery',
  'title',
  byLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json')),
);
export const useLotteryTexts = texts.useTexts;

/** A pick in the player's words: "2nd · 7", "Sum · Big", "Front 3 · Pair", "Sum 22", "5 · 12 · 33". */
export function pickText(t: TFunction, p: Pick): string {
  switch (p.kind) {
    case 'digit':
      return `${t(`lottery.side.p${p.position}`)} · ${p.digit}`;
    case 'big_small':
    case 'odd_even':
      return `${t(`lottery.side.${p.on}`)} · ${t(`lottery.pick.${p.pick}`)}`;
    case 'sum_value':
      return `${t('lottery.side.sum')} ${p.value}`;
    case 'combo':
      return `${t(`lottery.part.${p.part}`)} · ${t(`lottery.combo.${p.pick}`)}`;
    case 'keno':
      return [...p.numbers].sort((a, b) => a - b).join(' · ');
  }
}
