import type { TMemberPromotionStatus } from '@portal/contracts/promotions';
import type { Db } from '../../db/client.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { rankFor, vipLevelsOf } from '../vip/index.ts';
import { type Entry, memberRepo } from './repo.ts';
import {
  birthdayKey,
  type Chance,
  inAudience,
  lastPeriod,
  type MemberFacts,
  memberStatus,
  type Promotion,
  percentOf,
  periodKey,
  phaseOf,
} from './rules.ts';

/** A member's standing on one promotion: the period that decides it, what is due, and the card's status. */
export interface Standing {
  key: string;
  chance: Chance;
  /** The reward due now (claim; for an approved application, the amount approved), else 0. */
  due: bigint;
  eligible: boolean;
  entry: Entry | null;
  status: TMemberPromotionStatus;
}

/** Who the member is, read once per call. */
export interface Member extends MemberFacts {
  memberId: number;
  firstDeposit: { amount: bigint; at: Date } | null;
}

export async function memberOf(db: Db, merchant: Merchant, memberId: number): Promise<Member> {
  const f = await memberRepo.facts(db, memberId);
  return {
    memberId,
    registeredAt: f.registeredAt,
    vipLevel: rankFor(vipLevelsOf(merchant), f.lifetimeDeposits)?.rankLevel ?? 0,
    firstDeposit: f.firstDeposit,
  };
}

/** The period whose entry decides the card, what is due in it, and whether it is missed. */
async function chanceOf(
  db: Db,
  p: Promotion,
  m: Member,
  now: Date,
): Promise<{ key: string; chance: Chance; due: bigint }> {
  if (p.mechanism === 'cashback') {
    const last = lastPeriod(p.repeat === 'weekly' ? 'weekly' : 'daily', now);
    // Only a period that ended while the promotion ran pays.
    if (last.to <= p.startsAt) return { key: last.key, chance: 'waiting', due: 0n };
    const loss = await memberRepo.netLoss(db, m.memberId, last.from < p.startsAt ? p.startsAt : last.from, last.to);
    const due = loss > 0n && loss >= p.minAmount ? percentOf(loss, p.percentBp ?? 0, p.amount) : 0n;
    return { key: last.key, chance: due > 0n ? 'due' : 'waiting', due };
  }
  // A first-deposit match is missed once the member has a paid deposit (their first is behind them).
  if (p.mechanism === 'deposit_match' && p.condition === 'first_deposit' && m.firstDeposit)
    return { key: periodKey(p.repeat, now), chance: 'missed', due: 0n };
  if (p.mechanism !== 'fixed_bonus') return { key: periodKey(p.repeat, now), chance: 'waiting', due: 0n };
  if (p.condition === 'birthday') {
    const key = birthdayKey(m.registeredAt, now);
    return key
      ? { key, chance: 'due', due: p.amount }
      : { key: `y:${now.getUTCFullYear()}`, chance: 'waiting', due: 0n };
  }
  if (p.condition === 'signup')
    return m.registeredAt >= p.startsAt
      ? { key: 'once', chance: 'due', due: p.amount }
      : { key: 'once', chance: 'missed', due: 0n };
  const first = m.firstDeposit;
  if (!first) return { key: 'once', chance: 'waiting', due: 0n };
  return first.at >= p.startsAt && first.amount >= p.minAmount
    ? { key: 'once', chance: 'due', due: p.amount }
    : { key: 'once', chance: 'missed', due: 0n };
}

/** The member's standing on a promotion, from the entries read for it. */
export async function standingOf(db: Db, p: Promotion, m: Member, entries: Entry[], now: Date): Promise<Standing> {
  const phase = phaseOf(p, now);
  const { key, chance, due } = await chanceOf(db, p, m, now);
  const entry = entries.find((e) => e.promotionId === p.id && e.periodKey === key) ?? null;
  const eligible = inAudience(p.audience, m, now);
  const status = !eligible && !entry ? 'closed' : memberStatus(p, phase, entry, chance);
  const owed = entry?.status === 'approved' ? (entry.amount ?? 0n) : due;
  return { key, chance, due: status === 'claim' ? owed : 0n, eligible, entry, status };
}
