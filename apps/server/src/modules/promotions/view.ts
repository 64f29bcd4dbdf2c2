import type {
  TPromotionCard,
  TPromotionEntry,
  TPromotionInput,
  TPromotionMechanism,
  TWagering,
} from '@portal/contracts/promotions';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { cleanLocalizedHtml, cleanLocalizedText, stampOf } from '../brand/index.ts';
import type { Entry, PromotionValues } from './repo.ts';
import type { Promotion } from './rules.ts';
import { textOf } from './texts.ts';

/** How promotions look in the API (amounts with two decimals), and how an operator's input becomes a row. */

export const bannerUrl = (p: Pick<Promotion, 'id' | 'art'>) => `/art/promotion/${p.id}.svg?v=${stampOf(p.art)}`;
export const imageUrl = (id: number) => `/wps/v2/member/uploads/${id}`;
export const consoleImageUrl = (id: number) => `/admin/api/console/promotions/images/${id}`;

export function mechanismView(p: Promotion): TPromotionMechanism {
  const m = formatMinor;
  switch (p.mechanism) {
    case 'deposit_match':
      return {
        kind: p.mechanism,
        percentBp: p.percentBp ?? 0,
        maxBonus: m(p.amount),
        minDeposit: m(p.minAmount),
        repeat: p.repeat,
        ...(p.condition === 'first_deposit' ? { firstDepositOnly: true } : {}),
      };
    case 'fixed_bonus':
      return {
        kind: p.mechanism,
        condition: p.condition ?? 'signup',
        amount: m(p.amount),
        ...(p.condition === 'first_deposit' ? { minDeposit: m(p.minAmount) } : {}),
      };
    case 'application':
      return { kind: p.mechanism, maxAmount: m(p.amount), repeat: p.repeat };
    default:
      return {
        kind: 'cashback',
        percentBp: p.percentBp ?? 0,
        maxBonus: m(p.amount),
        minLoss: m(p.minAmount),
        period: p.repeat === 'weekly' ? 'weekly' : 'daily',
      };
  }
}

export const wageringView = (p: Promotion): Required<TWagering> => ({
  multiple: p.wagerMultiple,
  base: p.wagerBase,
  expiryDays: p.expiryDays,
  weights: p.weights,
});

export function cardView(
  p: Promotion,
  status: TPromotionCard['status'],
  lang: string,
  defaultLang: string,
): TPromotionCard {
  const t = textOf(p.texts, lang, defaultLang);
  return {
    id: p.id,
    category: p.category as TPromotionCard['category'],
    mechanism: mechanismView(p),
    title: t.title,
    summary: t.summary,
    bannerUrl: bannerUrl(p),
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    status,
  };
}

export const entryView = (e: Entry, status: TPromotionEntry['status']): TPromotionEntry => ({
  id: e.id,
  status,
  amount: e.amount === null ? null : formatMinor(e.amount),
  comment: e.comment,
  imageUrls: e.imageIds.map(imageUrl),
  rejectReason: e.rejectReason,
  createdAt: e.createdAt,
  decidedAt: e.decidedAt,
});

/** Money an operator typed, zero allowed (a minimum), in minor units. */
const units = (s: string | undefined): bigint => {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s ?? '0');
  if (!m) throw new AppError('amount_invalid');
  return BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
};

/** An operator's input as the row's columns: texts cleaned (titles plain, content sanitised), money in minor units. */
export function valuesOf(merchantId: number, defaultLang: string, input: TPromotionInput): PromotionValues {
  const texts = input.texts as Record<string, { title: string; summary?: string; content?: string }>;
  const titles = cleanLocalizedText(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.title])));
  const summaries = cleanLocalizedText(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.summary ?? ''])));
  const contents = cleanLocalizedHtml(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.content ?? ''])));
  if (!titles[defaultLang]) throw new AppError('promotion_texts_required');
  const cleaned = Object.fromEntries(
    Object.keys(titles).map((k) => [
      k,
      { title: titles[k] ?? '', summary: summaries[k] ?? '', content: contents[k] ?? '' },
    ]),
  );
  const mech = input.mechanism;
  const fig =
    mech.kind === 'deposit_match'
      ? {
          percentBp: mech.percentBp,
          amount: units(mech.maxBonus),
          minAmount: units(mech.minDeposit),
          repeat: mech.repeat ?? 'once',
          condition: mech.firstDepositOnly ? ('first_deposit' as const) : null,
        }
      : mech.kind === 'fixed_bonus'
        ? {
            percentBp: null,
            amount: units(mech.amount),
            minAmount: units(mech.minDeposit),
            repeat: 'once' as const,
            condition: mech.condition,
          }
        : mech.kind === 'application'
          ? {
              percentBp: null,
              amount: units(mech.maxAmount),
              minAmount: 0n,
              repeat: mech.repeat ?? 'once',
              condition: null,
            }
          : {
              percentBp: mech.percentBp,
              amount: units(mech.maxBonus),
              minAmount: units(mech.minLoss),
              repeat: mech.period,
              condition: null,
            };
  if (fig.amount <= 0n) throw new AppError('amount_invalid');
  const w = input.wagering;
  return {
    merchantId,
    code: input.code.trim(),
    category: input.category,
    mechanism: mech.kind,
    ...fig,
    wagerMultiple: w.multiple,
    wagerBase: w.base ?? 'bonus',
    expiryDays: w.expiryDays,
    weights: w.weights as Record<string, number>,
    audience: input.audience ?? { kind: 'everyone' },
    texts: cleaned,
    art: input.art ?? 'promotions',
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    sort: input.sort ?? 0,
  };
}
