import { POINT_PRODUCTS } from '@portal/contracts/points';
import {
  promotionLanguages,
  type TConsolePromotion,
  type TPromotionCategory,
  type TPromotionInput,
  type TPromotionMechanismKind,
  type ZPromotionArt,
  ZPromotionInput,
} from '@portal/contracts/promotions';
import type { z } from 'zod';
import { basisPoints, percent } from '../../shared/rates.ts';

export type Lang = (typeof promotionLanguages)[number];
export type Product = (typeof POINT_PRODUCTS)[number];
type Repeat = 'once' | 'daily' | 'weekly';
export interface Text {
  title: string;
  summary: string;
  content: string;
}

/**
 * The editor's form as the operator types it: every number and amount a string, percentages as typed ("12,5"), times
 * as the browser's local date-time input gives them. `toInput` turns it into the API's body, which ZPromotionInput
 * itself checks before anything is sent.
 */
export interface Draft {
  code: string;
  category: TPromotionCategory;
  art: z.infer<typeof ZPromotionArt>;
  sort: string;
  texts: Partial<Record<Lang, Text>>;
  startsAt: string;
  endsAt: string;
  audience: 'everyone' | 'new_players' | 'vip';
  withinDays: string;
  levels: string;
  kind: TPromotionMechanismKind;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  minLoss: string;
  amount: string;
  maxAmount: string;
  repeat: Repeat;
  condition: 'first_deposit' | 'signup' | 'birthday';
  /** A deposit match's deposits: any qualifying one, or the member's first only (a welcome match). */
  matches: 'any' | 'first_deposit';
  period: 'daily' | 'weekly';
  multiple: string;
  base: 'bonus' | 'bonus_deposit';
  expiryDays: string;
  weights: Partial<Record<Product, string>>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local value in the operator's own time zone. */
export const localInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const iso = (local: string) => {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
};
/** Empty or not a whole number: NaN, which the schema refuses as it should. */
const whole = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
const amount = (s: string) => s.trim().replace(',', '.');
const bp = (s: string) => basisPoints(s) ?? Number.NaN;
/** "100.00" as "100", "12.50" as "12.5": percentages as people write them. */
export const shortPercent = (basis: number) => percent(basis).replace(/\.?0+$/, '');

export const emptyDraft = (): Draft => ({
  code: '',
  category: 'limited',
  art: 'promotions',
  sort: '0',
  texts: {},
  startsAt: localInput(new Date().toISOString()),
  endsAt: '',
  audience: 'everyone',
  withinDays: '7',
  levels: '',
  kind: 'deposit_match',
  percent: '100',
  maxBonus: '',
  minDeposit: '',
  minLoss: '',
  amount: '',
  maxAmount: '',
  repeat: 'once',
  condition: 'first_deposit',
  matches: 'any',
  period: 'weekly',
  multiple: '10',
  base: 'bonus',
  expiryDays: '7',
  weights: { RNG: '100' },
});

export function fromPromotion(p: TConsolePromotion): Draft {
  const m = p.mechanism;
  const a = p.audience;
  return {
    ...emptyDraft(),
    code: p.code,
    category: p.category,
    art: p.art,
    sort: String(p.sort),
    texts: p.texts,
    startsAt: localInput(p.startsAt),
    endsAt: p.endsAt ? localInput(p.endsAt) : '',
    audience: a.kind,
    withinDays: a.kind === 'new_players' ? String(a.withinDays) : '7',
    levels: a.kind === 'vip' ? a.levels.join(', ') : '',
    kind: m.kind,
    ...(m.kind === 'deposit_match'
      ? {
          percent: shortPercent(m.percentBp),
          ...pick(m, 'maxBonus', 'minDeposit'),
          matches: m.firstDepositOnly ? ('first_deposit' as const) : ('any' as const),
        }
      : {}),
    ...(m.kind === 'cashback' ? { percent: shortPercent(m.percentBp), ...pick(m, 'maxBonus', 'minLoss') } : {}),
    ...(m.kind === 'fixed_bonus' ? { condition: m.condition, amount: m.amount, minDeposit: m.minDeposit ?? '' } : {}),
    ...(m.kind === 'application' ? { maxAmount: m.maxAmount } : {}),
    ...('repeat' in m ? { repeat: m.repeat } : {}),
    ...('period' in m ? { period: m.period } : {}),
    multiple: String(p.wagering.multiple),
    base: p.wagering.base,
    expiryDays: String(p.wagering.expiryDays),
    weights: Object.fromEntries(Object.entries(p.wagering.weights).map(([k, v]) => [k, String(v)])),
  };
}
const pick = <T extends object, K extends keyof T>(o: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

function mechanism(d: Draft): TPromotionInput['mechanism'] {
  switch (d.kind) {
    case 'deposit_match':
      return {
        kind: d.kind,
        percentBp: bp(d.percent),
        maxBonus: amount(d.maxBonus),
        minDeposit: amount(d.minDeposit),
        repeat: d.repeat,
        ...(d.matches === 'first_deposit' ? { firstDepositOnly: true } : {}),
      };
    case 'fixed_bonus':
      return {
        kind: d.kind,
        condition: d.condition,
        amount: amount(d.amount),
        ...(d.condition === 'first_deposit' && d.minDeposit.trim() ? { minDeposit: amount(d.minDeposit) } : {}),
      };
    case 'application':
      return { kind: d.kind, maxAmount: amount(d.maxAmount), repeat: d.repeat };
    case 'cashback':
      return {
        kind: d.kind,
        percentBp: bp(d.percent),
        maxBonus: amount(d.maxBonus),
        minLoss: amount(d.minLoss),
        period: d.period,
      };
  }
}

function audience(d: Draft): TPromotionInput['audience'] {
  if (d.audience === 'new_players') return { kind: d.audience, withinDays: whole(d.withinDays) };
  if (d.audience === 'vip')
    return {
      kind: d.audience,
      levels: d.levels
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(whole),
    };
  return { kind: 'everyone' };
}

/** The API body: languages with no text at all are left out; products with no weight count at 0 %. */
export function toInput(d: Draft): TPromotionInput {
  const texts = Object.fromEntries(
    promotionLanguages.flatMap((l) => {
      const x = d.texts[l];
      return x && (x.title.trim() || x.summary.trim() || x.content) ? [[l, x]] : [];
    }),
  );
  const weights = Object.fromEntries(
    POINT_PRODUCTS.flatMap((p) => (d.weights[p]?.trim() ? [[p, whole(d.weights[p] ?? '')]] : [])),
  );
  return {
    code: d.code.trim(),
    category: d.category,
    mechanism: mechanism(d),
    texts,
    art: d.art,
    audience: audience(d),
    wagering: { multiple: whole(d.multiple), base: d.base, expiryDays: whole(d.expiryDays), weights },
    startsAt: iso(d.startsAt),
    endsAt: d.endsAt ? iso(d.endsAt) : null,
    sort: whole(d.sort),
  };
}

export type Issues = Map<string, z.core.$ZodIssue>;
/** The schema's complaints by field path ("mechanism.maxBonus", "texts.pt.title"); the first one per field. */
export function check(d: Draft): { body: TPromotionInput; issues: Issues } {
  const body = toInput(d);
  const parsed = ZPromotionInput.safeParse(body);
  const issues: Issues = new Map();
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      // A VIP level's complaint belongs to the one levels field.
      const path = issue.path.join('.').replace(/^audience\.levels\..*/, 'audience.levels');
      if (!issues.has(path)) issues.set(path, issue);
    }
  return { body, issues };
}
