import type {
  TPromotionAudience,
  TPromotionMechanism,
  TTurnoverProduct,
  TWagering,
} from '@portal/contracts/promotions';
import type { TFunction } from 'i18next';
import { NUMBER_LOCALE } from '../money.ts';
import { TURNOVER_PRODUCTS } from './contract.ts';

// A promotion's terms in words, from its data: the wagering sentence is what players read before they join, and
// the bonus cards repeat its weights, so both screens build it here.

const locale = (lang: string) => NUMBER_LOCALE[lang] ?? 'pt-BR';

/** "slots, originals and fishing" in the page's language. */
const listOf = (items: string[], lang: string) =>
  new Intl.ListFormat(locale(lang), { style: 'long', type: 'conjunction' }).format(items);

/** "slots count 100 %, live casino count 10 %; other games do not count": grouped by weight, highest first. */
export function weightsText(t: TFunction, weights: Partial<Record<TTurnoverProduct, number>>, lang: string): string {
  const byWeight = new Map<number, string[]>();
  for (const [product, percent] of Object.entries(weights)) {
    if (!percent) continue;
    byWeight.set(percent, [...(byWeight.get(percent) ?? []), t(`promos.product.${product}`)]);
  }
  const groups = [...byWeight.entries()]
    .sort(([a], [b]) => b - a)
    .map(([percent, games]) => t('promos.wagering.weight', { games: listOf(games, lang), percent }));
  const counted = Object.values(weights).filter(Boolean).length;
  const all = groups.join(', ');
  // Name the rest only when some products are left out.
  if (counted === TURNOVER_PRODUCTS.length) return all;
  return all ? `${all}; ${t('promos.wagering.others')}` : t('promos.wagering.others');
}

/** "Bonus × 10 in valid bets within 30 days; slots count 100 %, live casino 10 %". */
export function wageringText(t: TFunction, w: TWagering, lang: string): string {
  if (w.multiple === 0) return t('promos.wagering.none');
  const head = t(`promos.wagering.${w.base}`, { multiple: w.multiple, days: w.expiryDays });
  return `${head}; ${weightsText(t, w.weights, lang)}.`;
}

/** A percentage in basis points as the language writes it (10 000 → "100 %"). */
const percentOf = (bp: number, lang: string) =>
  new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** What the promotion pays, in one line. */
export function rewardText(t: TFunction, m: TPromotionMechanism, money: (v: string) => string, lang: string): string {
  switch (m.kind) {
    case 'deposit_match':
      return t('promos.reward.deposit_match', {
        percent: percentOf(m.percentBp, lang),
        min: money(m.minDeposit),
        max: money(m.maxBonus),
      });
    case 'fixed_bonus':
      if (m.condition === 'first_deposit' && m.minDeposit)
        return t('promos.reward.first_deposit_min', { amount: money(m.amount), min: money(m.minDeposit) });
      return t(`promos.reward.${m.condition}`, { amount: money(m.amount) });
    case 'application':
      return t('promos.reward.application', { max: money(m.maxAmount) });
    case 'cashback':
      return t(`promos.reward.cashback_${m.period}`, {
        percent: percentOf(m.percentBp, lang),
        min: money(m.minLoss),
        max: money(m.maxBonus),
      });
  }
}

/** How often a member may take part (fixed bonuses and cashback have their own rhythm: none shown). */
export function repeatText(t: TFunction, m: TPromotionMechanism): string | null {
  return m.kind === 'deposit_match' || m.kind === 'application' ? t(`promos.repeat.${m.repeat}`) : null;
}

export function audienceText(t: TFunction, a: TPromotionAudience, lang: string): string {
  if (a.kind === 'new_players') return t('promos.audience.new_players', { days: a.withinDays });
  if (a.kind === 'vip') return t('promos.audience.vip', { levels: listOf(a.levels.map(String), lang) });
  return t('promos.audience.everyone');
}

const days = new Map<string, Intl.DateTimeFormat>();
/** A day as the language writes it ("26 de nov. de 2026", "Nov 26, 2026"). */
export function formatDay(iso: string, lang: string): string {
  let f = days.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium' });
    days.set(lang, f);
  }
  return f.format(new Date(iso));
}
