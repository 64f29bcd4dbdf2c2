import type { TConsolePromotion } from '@portal/contracts/promotions';
import type { TFunction } from 'i18next';
import { dateTime, money } from '../../shared/format.ts';
import { shortPercent } from './draft.ts';

/** The promotion's reward in one line: "100 % of the deposit up to 500.00", "10.00 at sign-up". */
export function mechanismLine(t: TFunction, m: TConsolePromotion['mechanism']): string {
  switch (m.kind) {
    case 'deposit_match':
      return t('promotions.line.deposit_match', {
        percent: shortPercent(m.percentBp),
        max: money(m.maxBonus),
        min: money(m.minDeposit),
        repeat: t(`promotions.repeats.${m.repeat}`),
      });
    case 'fixed_bonus':
      return t('promotions.line.fixed_bonus', {
        amount: money(m.amount),
        condition: t(`promotions.conditions.${m.condition}`),
      });
    case 'application':
      return t('promotions.line.application', { max: money(m.maxAmount), repeat: t(`promotions.repeats.${m.repeat}`) });
    case 'cashback':
      return t('promotions.line.cashback', {
        percent: shortPercent(m.percentBp),
        period: t(`promotions.repeats.${m.period}`),
        max: money(m.maxBonus),
      });
  }
}

/** Who may take part, in a few words. */
export function audienceLine(t: TFunction, a: TConsolePromotion['audience']): string {
  if (a.kind === 'new_players') return t('promotions.line.new_players', { days: a.withinDays });
  if (a.kind === 'vip') return t('promotions.line.vip', { levels: levelRuns(a.levels) });
  return t('promotions.audiences.everyone');
}

/** VIP levels as runs: 1, 2, 3, 4, 7 reads "1–4, 7". */
export function levelRuns(levels: number[]): string {
  const sorted = [...new Set(levels)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join(', ');
}

/** The start, and the end or that it runs until ended: two short lines. */
export const periodLines = (t: TFunction, p: TConsolePromotion) => ({
  start: dateTime(p.startsAt),
  end: p.endsAt ? `→ ${dateTime(p.endsAt)}` : t('promotions.openEnded'),
});

/** The title in the first language written, PT and EN before the others. */
export const titleOf = (p: TConsolePromotion) =>
  p.texts.pt?.title ?? p.texts.en?.title ?? Object.values(p.texts)[0]?.title ?? p.code;
