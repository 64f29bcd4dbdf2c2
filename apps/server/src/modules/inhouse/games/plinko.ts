import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, memo, RTP_CEILING, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * Plinko: the ball falls through `rows` rows of pegs, going left or right at each with chance 1/2 (one int(2) per
 * row, in order: 1 = right); it lands in the slot numbered by its rights, 0..rows, which pays that slot's multiplier.
 * Slot k is reached with chance C(rows, k) / 2^rows, so each table's RTP is exact (plinkoRtp), between 99.00 % and
 * 99.30 %.
 */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Multipliers in hundredths from the edge slot to the centre one; the other half mirrors them. */
const HALVES: Record<number, Record<PlinkoRisk, number[]>> = {
  8: { low: [570, 210, 110, 100, 50], medium: [1400, 290, 130, 70, 40], high: [2900, 400, 150, 30, 20] },
  9: { low: [570, 200, 160, 100, 70], medium: [1800, 400, 170, 90, 50], high: [4300, 700, 200, 60, 20] },
  10: {
    low: [890, 300, 140, 110, 100, 50],
    medium: [2300, 500, 200, 140, 60, 40],
    high: [7600, 1000, 300, 90, 30, 20],
  },
  11: {
    low: [840, 300, 190, 130, 100, 70],
    medium: [2400, 600, 300, 180, 70, 50],
    high: [12000, 1400, 520, 140, 40, 20],
  },
  12: {
    low: [1000, 310, 160, 140, 110, 100, 50],
    medium: [3400, 1100, 400, 200, 110, 60, 30],
    high: [17000, 2400, 810, 200, 70, 20, 20],
  },
  13: {
    low: [810, 400, 310, 190, 120, 90, 70],
    medium: [4300, 1300, 610, 300, 130, 70, 40],
    high: [26000, 3700, 1100, 400, 100, 20, 20],
  },
  14: {
    low: [710, 400, 190, 140, 130, 110, 100, 50],
    medium: [5800, 1600, 700, 400, 190, 100, 50, 20],
    high: [42000, 5700, 1800, 500, 190, 30, 20, 20],
  },
  15: {
    low: [1500, 800, 300, 200, 150, 110, 100, 70],
    medium: [8800, 1900, 1100, 500, 300, 130, 50, 30],
    high: [62000, 8300, 2700, 800, 300, 50, 20, 20],
  },
  16: {
    low: [1600, 900, 200, 150, 140, 120, 110, 100, 50],
    medium: [11000, 4100, 1000, 510, 300, 150, 100, 50, 30],
    high: [100000, 13000, 2600, 910, 400, 200, 20, 20, 20],
  },
};

/** Every table in full: slot 0..rows, multipliers in hundredths. */
export const PLINKO_TABLES: Record<number, Record<PlinkoRisk, number[]>> = Object.fromEntries(
  Object.entries(HALVES).map(([rows, byRisk]) => [
    rows,
    Object.fromEntries(
      PLINKO_RISKS.map((risk) => {
        const half = byRisk[risk];
        const n = Number(rows);
        return [risk, Array.from({ length: n + 1 }, (_, k) => half[Math.min(k, n - k)] as number)];
      }),
    ),
  ]),
) as Record<number, Record<PlinkoRisk, number[]>>;

export const plinkoTable = (rows: number, risk: PlinkoRisk): number[] => {
  const table = PLINKO_TABLES[rows]?.[risk];
  if (!table) throw new RangeError('plinko table');
  return table;
};

/** C(n, k): the number of paths to slot k. */
export function binomial(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** A table's exact RTP as num / den: the sum of C(rows, k) x multiplier over 100 x 2^rows. */
export function plinkoRtpFraction(rows: number, risk: PlinkoRisk): { num: bigint; den: bigint } {
  const num = plinkoTable(rows, risk).reduce((s, m, k) => s + binomial(rows, k) * BigInt(m), 0n);
  return { num, den: 100n * 2n ** BigInt(rows) };
}
export const plinkoRtp = (rows: number, risk: PlinkoRisk) => {
  const { num, den } = plinkoRtpFraction(rows, risk);
  return Number(num) / Number(den);
};
/** The published RTP: the exact one rounded down to 0.01 % (never above what the table returns). */
export const plinkoPublishedRtp = (rows: number, risk: PlinkoRisk) =>
  Math.floor(plinkoRtp(rows, risk) * 10_000) / 10_000;

const payoutOf = (bet: bigint, mult: number) => ceilDiv(bet * BigInt(mult), 100n);

/** A stake's exact return for a table, with each slot's payout rounded up. */
export function plinkoReturn(rows: number, risk: PlinkoRisk, stake: bigint): { num: bigint; den: bigint } {
  const num = plinkoTable(rows, risk).reduce((s, m, k) => s + binomial(rows, k) * payoutOf(stake, m), 0n);
  return { num, den: 2n ** BigInt(rows) * stake };
}

const key = (rows: number, risk: PlinkoRisk) => rows * 4 + PLINKO_RISKS.indexOf(risk);
const ceiling = Number(RTP_CEILING.num) / Number(RTP_CEILING.den);
/**
 * The smallest stake (see RTP_CEILING). Rounding up adds under 0.99 of a unit per round, so from 0.99 / (0.999 - RTP)
 * on every stake is within the ceiling; smallestStake counts its sure stake from 99 %, so the gift is scaled to it.
 */
const minByKey = memo((k: number) => {
  const rows = Math.floor(k / 4);
  const risk = PLINKO_RISKS[k % 4] as PlinkoRisk;
  const gift = (0.99 * (ceiling - 0.99) * 1.01) / (ceiling - plinkoRtp(rows, risk));
  return smallestStake((b) => [plinkoReturn(rows, risk, b)], gift);
});
export const plinkoMinStake = (rows: number, risk: PlinkoRisk) => minByKey(key(rows, risk));

/** Drops the ball: one int(2) per row (1 = right); the slot is the number of rights. */
export async function plinkoDrop(rng: { int(n: number): Promise<number> }, rows: number, risk: PlinkoRisk) {
  const table = plinkoTable(rows, risk);
  const path: number[] = [];
  for (let i = 0; i < rows; i++) path.push(await rng.int(2));
  const slot = path.reduce((s, x) => s + x, 0);
  return { path, slot, multiplier: table[slot] as number };
}

const eachTable = <T>(of: (rows: number, risk: PlinkoRisk) => T) =>
  Object.fromEntries(
    Object.keys(PLINKO_TABLES).map((rows) => [
      rows,
      Object.fromEntries(PLINKO_RISKS.map((risk) => [risk, of(Number(rows), risk)])),
    ]),
  );

export const plinko = instantGame({
  kind: 'plinko',
  params: {
    rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS),
    risk: z.enum(PLINKO_RISKS),
  },
  minStake: ({ rows, risk }) => plinkoMinStake(rows, risk),
  async play(rng, bet, { rows, risk }) {
    const outcome = await plinkoDrop(rng, rows, risk);
    return { outcome, payout: payoutOf(bet, outcome.multiplier) };
  },
  rules: () => ({
    minRows: PLINKO_MIN_ROWS,
    maxRows: PLINKO_MAX_ROWS,
    risks: [...PLINKO_RISKS],
    // By rows, then risk: slot 0..rows multipliers in hundredths, the RTP (a fraction) and the minimum stake.
    tables: PLINKO_TABLES,
    rtp: eachTable(plinkoPublishedRtp),
    minStake: eachTable((rows, risk) => formatMinor(plinkoMinStake(rows, risk))),
  }),
});
