import type { TRaffleRules } from '@portal/contracts/raffle';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import type { StoredRules } from './repo.ts';

/** An operator's amount (0.00 allowed: a wheel's "no prize") in minor units. */
export function amountMinor(s: string): bigint {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s.trim());
  if (!m) throw new AppError('amount_invalid');
  return BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** The API's rules (decimal strings) as stored (minor units as text, so bigints survive JSON). */
export function storeRules(r: TRaffleRules): StoredRules {
  if (r.kind === 'red_envelope')
    return { kind: r.kind, min: amountMinor(r.min).toString(), max: amountMinor(r.max).toString() };
  return {
    kind: r.kind,
    prizes: r.prizes.map((p) => ({ amount: amountMinor(p.amount).toString(), weight: p.weight })),
    depositPerTicket: amountMinor(r.depositPerTicket).toString(),
    betPerTicket: amountMinor(r.betPerTicket).toString(),
  };
}

export function showRules(r: StoredRules): TRaffleRules {
  const m = (s: string) => formatMinor(BigInt(s));
  if (r.kind === 'red_envelope') return { kind: r.kind, min: m(r.min), max: m(r.max) };
  return {
    kind: r.kind,
    prizes: r.prizes.map((p) => ({ amount: m(p.amount), weight: p.weight })),
    depositPerTicket: m(r.depositPerTicket),
    betPerTicket: m(r.betPerTicket),
  };
}

/** Tickets earned: one per whole `depositPerTicket` of deposits plus one per whole `betPerTicket` of valid bets. */
export const ticketsEarned = (deposits: bigint, bets: bigint, depositPerTicket: bigint, betPerTicket: bigint) =>
  Number(deposits / depositPerTicket + bets / betPerTicket);

/** Each slice's chance in basis points (rounded down; shown, never used to draw). */
export const chancesBp = (weights: number[]) => {
  const total = weights.reduce((a, w) => a + w, 0);
  return weights.map((w) => Math.floor((w * 10_000) / total));
};

/** The most one draw of the event can pay: the envelope's maximum, the wheel's largest prize (minor units). */
export const largestPrize = (r: StoredRules): bigint =>
  r.kind === 'red_envelope'
    ? BigInt(r.max)
    : r.prizes.reduce((m, p) => (BigInt(p.amount) > m ? BigInt(p.amount) : m), 0n);
