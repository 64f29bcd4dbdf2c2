import type { TMemberPromotionStatus, TPromotionAudience } from '@portal/contracts/promotions';

/**
 * The rules of promotions that need no database: where a promotion is in its life, which period an entry belongs to,
 * who may take part, what a mechanism pays and what turnover a bonus asks. Money in minor units (bigint).
 */

export type Mechanism = 'deposit_match' | 'fixed_bonus' | 'application' | 'cashback';
export type Repeat = 'once' | 'daily' | 'weekly';

/** A promotion as the rules see it (a row of the promotions table, read by the repo). */
export interface Promotion {
  id: number;
  merchantId: number;
  code: string;
  category: string;
  mechanism: Mechanism;
  condition: 'first_deposit' | 'signup' | 'birthday' | null;
  percentBp: number | null;
  amount: bigint;
  minAmount: bigint;
  repeat: Repeat;
  wagerMultiple: number;
  wagerBase: 'bonus' | 'bonus_deposit';
  expiryDays: number;
  weights: Record<string, number>;
  audience: TPromotionAudience;
  texts: Record<string, { title: string; summary: string; content: string }>;
  art: string;
  status: 'draft' | 'scheduled' | 'live' | 'paused' | 'ended';
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Where a promotion is now: the operator's status read against its period. */
export type Phase = 'draft' | 'coming' | 'open' | 'paused' | 'ended';
export function phaseOf(p: Pick<Promotion, 'status' | 'startsAt' | 'endsAt'>, now: Date): Phase {
  if (p.status === 'draft') return 'draft';
  if (p.status === 'ended' || (p.endsAt && p.endsAt <= now)) return 'ended';
  if (p.status === 'paused') return 'paused';
  return p.startsAt > now ? 'coming' : 'open';
}

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const monday = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));

/** The entry period an instant falls in: 'once', 'd:2026-05-01', or 'w:2026-04-27' (the week from that Monday). */
export function periodKey(repeat: Repeat, at: Date): string {
  if (repeat === 'daily') return `d:${day(at)}`;
  if (repeat === 'weekly') return `w:${day(monday(at))}`;
  return 'once';
}

/** Cashback's last completed period (yesterday, or last week), with its key. */
export function lastPeriod(period: 'daily' | 'weekly', now: Date): { key: string; from: Date; to: Date } {
  const to =
    period === 'daily' ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) : monday(now);
  const from = new Date(to.getTime() - (period === 'daily' ? DAY : 7 * DAY));
  return { key: periodKey(period, from), from, to };
}

/** How long after the registration anniversary a birthday bonus may be claimed. */
export const BIRTHDAY_DAYS = 7;
/** The birthday period the instant falls in ('y:2026'), or null outside the week from this year's anniversary. */
export function birthdayKey(registeredAt: Date, now: Date): string | null {
  const year = now.getUTCFullYear();
  if (year <= registeredAt.getUTCFullYear()) return null;
  const anniversary = Date.UTC(year, registeredAt.getUTCMonth(), registeredAt.getUTCDate());
  const t = now.getTime();
  return t >= anniversary && t < anniversary + BIRTHDAY_DAYS * DAY ? `y:${year}` : null;
}

/** Who the member is for the audience check. */
export interface MemberFacts {
  registeredAt: Date;
  vipLevel: number;
}
export function inAudience(a: TPromotionAudience, m: MemberFacts, now: Date): boolean {
  if (a.kind === 'new_players') return now.getTime() - m.registeredAt.getTime() <= a.withinDays * DAY;
  if (a.kind === 'vip') return a.levels.includes(m.vipLevel);
  return true;
}

/** A percent of an amount in basis points, rounded down, at most the cap. */
export const percentOf = (amount: bigint, bp: number, cap: bigint): bigint => {
  const v = (amount * BigInt(bp)) / 10_000n;
  return v > cap ? cap : v;
};

/** The turnover a bonus asks: the multiple of the bonus, or of bonus plus deposit. */
export const requirementOf = (p: Pick<Promotion, 'wagerMultiple' | 'wagerBase'>, bonus: bigint, deposit: bigint) =>
  BigInt(p.wagerMultiple) * (p.wagerBase === 'bonus_deposit' ? bonus + deposit : bonus);

/** A valid bet's weight towards a bonus (percent by game family; a family not listed counts 0 %). */
export const weighted = (bet: bigint, weights: Record<string, number>, family: string) =>
  (bet * BigInt(weights[family] ?? 0)) / 100n;

/** What is known of the member's entry and its bonus for the period that decides the card. */
export interface EntryFacts {
  status: 'joined' | 'in_process' | 'approved' | 'issued' | 'rejected';
  bonusStatus: 'held' | 'active' | 'released' | 'expired' | 'forfeited' | 'cancelled' | null;
}

/** Whether a fixed bonus or cashback is due now, still to come (the member waits for it), or missed for good. */
export type Chance = 'due' | 'waiting' | 'missed';

/**
 * The member's status on a promotion (spec section 4's labels). An entry decides it when there is one (an approved
 * application waits for the member's claim whatever the phase: it stays claimable after the promotion ends); without,
 * the phase and the mechanism: a deposit match is joined (a first-deposit one closed once the member deposited), an
 * application applied for, a fixed bonus or cashback
 * claimed when due, waited for (joined) or missed (closed).
 */
export function memberStatus(
  p: Pick<Promotion, 'mechanism'>,
  phase: Phase,
  entry: EntryFacts | null,
  chance: Chance,
): TMemberPromotionStatus {
  if (entry) {
    if (entry.status === 'in_process') return 'in_process';
    if (entry.status === 'approved') return 'claim';
    if (entry.status === 'rejected') return 'rejected';
    if (entry.status === 'issued') {
      // A held bonus waits for an operator's review, as an application does.
      if (entry.bonusStatus === 'held') return 'in_process';
      return entry.bonusStatus === 'active' ? 'issued' : entry.bonusStatus === 'released' ? 'claimed' : 'closed';
    }
    return phase === 'open' ? 'joined' : 'closed';
  }
  if (phase === 'coming') return 'coming_soon';
  if (phase !== 'open') return 'closed';
  if (p.mechanism === 'deposit_match') return chance === 'missed' ? 'closed' : 'join';
  if (p.mechanism === 'application') return 'applying';
  return chance === 'due' ? 'claim' : chance === 'waiting' ? 'joined' : 'closed';
}

/** What a visitor's card says: it opens the login or registration. */
export function visitorStatus(p: Pick<Promotion, 'mechanism'>, phase: Phase): TMemberPromotionStatus {
  if (phase === 'coming') return 'coming_soon';
  if (phase !== 'open') return 'closed';
  return p.mechanism === 'application' ? 'applying' : p.mechanism === 'deposit_match' ? 'join' : 'claim';
}
