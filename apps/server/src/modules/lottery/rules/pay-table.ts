import type { TLotteryPick } from '@portal/contracts/lottery';
import type { Family } from './draw.ts';
import { type FiveDPick, fiveDChance, fiveDLabel, fiveDWins } from './five-d.ts';
import { KENO_SHAPES, kenoHits, kenoTotal, kenoWays } from './keno.ts';
import { isVnPick, type VnPick, vnLabel, vnOutcome } from './vn.ts';

/**
 * Odds are integer hundredths of a multiple of the amount (194 = 1.94x, the stake included), one per outcome: a 5D
 * bet has two outcomes (0 lose, 1 win), a keno bet one per hit count (0 to spots). Each is the brand's RTP divided by
 * the outcome's exact chance, rounded DOWN to the hundredth, so no bet returns more than the published RTP.
 */
export type PayTable = number[];

/** A bet's pick of any family. VN pay tables come from the brand's odds per bet type (rules/vn.ts), not an RTP. */
export type AnyPick = TLotteryPick | VnPick;

/** Which family a pick belongs to. */
export const familyOfPick = (pick: AnyPick): Family => (pick.kind === 'keno' ? 'keno' : isVnPick(pick) ? 'vn' : '5d');

const chances = new Map<string, { ways: bigint[]; total: bigint }>();
/** Each outcome's exact ways out of a total (integers, so the RTP is exact too); worked out once per kind of pick. */
export function chancesOf(pick: TLotteryPick): { ways: bigint[]; total: bigint } {
  const label = labelOf(pick);
  const known = chances.get(label);
  if (known) return known;
  let c: { ways: bigint[]; total: bigint };
  if (pick.kind === 'keno') {
    const k = pick.numbers.length;
    c = { ways: Array.from({ length: k + 1 }, (_, h) => kenoWays(k, h)), total: kenoTotal(k) };
  } else {
    const { count, total } = fiveDChance(pick);
    c = { ways: [total - count, count], total };
  }
  chances.set(label, c);
  return c;
}

export function payTableOf(pick: TLotteryPick, rtpBp: number): PayTable {
  const rtp = BigInt(rtpBp);
  if (pick.kind === 'keno') {
    const k = pick.numbers.length;
    const shape = KENO_SHAPES[k] ?? {};
    const weight = Object.entries(shape).reduce((a, [h, s]) => a + BigInt(s) * kenoWays(k, Number(h)), 0n);
    // odds_h = shape_h × RTP / E[shape], in hundredths: shape_h × rtpBp × C(80,k) / (100 × Σ shape × ways).
    return Array.from({ length: k + 1 }, (_, h) =>
      Number((BigInt(shape[h] ?? 0) * rtp * kenoTotal(k)) / (100n * weight)),
    );
  }
  const { ways, total } = chancesOf(pick);
  const count = ways[1] as bigint;
  return [0, Number((rtp * total) / (count * 100n))];
}

/** The outcome a bet got from the drawn numbers: 5D 1 when it wins, else 0; keno the hit count; VN rules/vn.ts. */
export function outcomeOf(pick: AnyPick, result: readonly number[]): number {
  if (pick.kind === 'keno') return kenoHits(pick.numbers, result);
  if (isVnPick(pick)) return vnOutcome(pick, result);
  return fiveDWins(pick as FiveDPick, result) ? 1 : 0;
}

/** What a bet of `amount` (minor units) pays for an outcome: the amount times the odds, rounded down to the cent. */
export const payoutOf = (amount: bigint, table: PayTable, outcome: number): bigint =>
  (amount * BigInt(table[outcome] ?? 0)) / 100n;

/** A pay table's exact return to player, in basis points rounded down (9700 = 97.00 %). */
export function rtpBpOf(pick: TLotteryPick, table: PayTable): number {
  const { ways, total } = chancesOf(pick);
  const paid = ways.reduce((a, w, i) => a + w * BigInt(table[i] ?? 0), 0n);
  return Number((paid * 100n) / total);
}

export function labelOf(pick: AnyPick): string {
  if (pick.kind === 'keno') return `keno:${pick.numbers.length}`;
  return isVnPick(pick) ? vnLabel(pick) : fiveDLabel(pick);
}

/** Hundredths as a decimal multiple: 194 -> "1.94". */
export const oddsText = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

/** A slip's settlement: each bet's outcome and payout (0 when it lost), and the slip's win, their sum. */
export function settleBets<B extends { pick: AnyPick; amount: bigint; odds: PayTable }>(
  bets: readonly B[],
  result: readonly number[],
) {
  const settled = bets.map((b) => {
    const outcome = outcomeOf(b.pick, result);
    return { ...b, outcome, payout: payoutOf(b.amount, b.odds, outcome) };
  });
  return { bets: settled, win: settled.reduce((a, b) => a + b.payout, 0n) };
}
