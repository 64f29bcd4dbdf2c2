import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, type Rng, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * Keno: the player picks 1 to 10 of the numbers 1-40, the round draws 10 of them (rng.pick(10, 40), plus one, in
 * draw order) and the bet pays by how many picks were drawn, from the table of its pick count and risk. Multipliers
 * are in hundredths; a win pays the stake x multiplier / 100, rounded up to the minor unit.
 */
export const KENO_NUMBERS = 40;
export const KENO_DRAWS = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

/**
 * Multipliers (hundredths) by risk, then pick count (row 0 is 1 pick), then hits (0 to the pick count). Every
 * table's exact RTP is between 99.00 % and 99.30 % (kenoRtp; test/originals-keno.test.ts checks all 40).
 */
export const KENO_PAYTABLE: Record<KenoRisk, number[][]> = {
  classic: [
    [0, 397],
    [0, 120, 919],
    [0, 0, 495, 2600],
    [0, 0, 165, 1150, 8000],
    [0, 0, 80, 487, 3200, 20000],
    [0, 0, 50, 260, 1392, 7500, 40000],
    [0, 0, 0, 200, 830, 3500, 14400, 60000],
    [0, 0, 0, 135, 498, 1750, 6300, 22000, 80000],
    [0, 0, 0, 105, 320, 990, 3100, 9500, 29000, 90000],
    [0, 0, 0, 0, 314, 820, 2150, 5600, 14600, 38000, 100000],
  ],
  // Low risk pays more often and less at the top (one pick: half the stake back on a miss).
  low: [
    [50, 246],
    [0, 198, 400],
    [0, 90, 329, 1200],
    [0, 0, 267, 890, 3000],
    [0, 0, 131, 510, 2000, 8000],
    [0, 0, 80, 302, 1100, 4100, 15000],
    [0, 0, 55, 198, 650, 2200, 7400, 25000],
    [0, 0, 45, 135, 425, 1250, 3800, 11500, 35000],
    [0, 0, 40, 105, 279, 790, 2150, 6000, 16400, 45000],
    [0, 0, 35, 85, 210, 520, 1300, 3200, 8100, 20000, 50000],
  ],
  medium: [
    [20, 336],
    [0, 168, 600],
    [0, 0, 280, 5013],
    [0, 0, 90, 1150, 15000],
    [0, 0, 40, 420, 4116, 40000],
    [0, 0, 0, 265, 1690, 10900, 70000],
    [0, 0, 0, 180, 845, 3800, 17500, 80000],
    [0, 0, 0, 130, 498, 1800, 6600, 24000, 90000],
    [0, 0, 0, 100, 327, 1000, 3200, 10000, 32000, 100000],
    [0, 0, 0, 85, 224, 630, 1750, 4800, 13200, 36000, 100000],
  ],
  // High risk pays only many hits, up to 1,000x.
  high: [
    [0, 397],
    [0, 0, 1719],
    [0, 0, 0, 8163],
    [0, 0, 0, 760, 30121],
    [0, 0, 0, 440, 4700, 50000],
    [0, 0, 0, 0, 2757, 14800, 80000],
    [0, 0, 0, 0, 1277, 5500, 23000, 100000],
    [0, 0, 0, 0, 727, 2500, 8500, 29000, 100000],
    [0, 0, 0, 0, 0, 2924, 7000, 17100, 41000, 100000],
    [0, 0, 0, 0, 0, 1623, 3700, 8400, 19200, 44000, 100000],
  ],
};

export const kenoTable = (count: number, risk: KenoRisk): number[] => {
  const table = KENO_PAYTABLE[risk][count - 1];
  if (!table) throw new RangeError('picks');
  return table;
};

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
/** The draws (of C(40, 10)) in which `hits` of `count` picks are drawn: hypergeometric. */
export const kenoWays = (count: number, hits: number) =>
  choose(count, hits) * choose(KENO_NUMBERS - count, KENO_DRAWS - hits);
export const KENO_ALL_DRAWS = choose(KENO_NUMBERS, KENO_DRAWS);

/** A table's exact RTP as num / den (multipliers in hundredths over all C(40, 10) draws). */
export function kenoRtpFraction(count: number, risk: KenoRisk): { num: bigint; den: bigint } {
  const num = kenoTable(count, risk).reduce((s, m, hits) => s + kenoWays(count, hits) * BigInt(m), 0n);
  return { num, den: 100n * KENO_ALL_DRAWS };
}
export const kenoRtp = (count: number, risk: KenoRisk) => {
  const { num, den } = kenoRtpFraction(count, risk);
  return Number(num) / Number(den); // both below 2^53: exact integers, one rounding
};

const payoutOf = (bet: bigint, mult: number) => ceilDiv(bet * BigInt(mult), 100n);

/**
 * The smallest stake for a table (see RTP_CEILING in games.ts). Rounding up gives under one minor unit per win, so
 * from Pwin / (0.999 - rtp) on no stake passes the ceiling; smallestStake's gift is scaled to that bound, since its
 * own assumes an RTP of 99 %.
 */
const minStakes = new Map<string, bigint>();
export function kenoMinStake(count: number, risk: KenoRisk): bigint {
  const key = `${risk}:${count}`;
  const known = minStakes.get(key);
  if (known !== undefined) return known;
  const table = kenoTable(count, risk);
  const win = table.reduce((s, m, hits) => (m > 0 ? s + Number(kenoWays(count, hits)) : s), 0) / Number(KENO_ALL_DRAWS);
  const min = smallestStake(
    (b) => [
      {
        num: table.reduce((s, m, hits) => s + kenoWays(count, hits) * payoutOf(b, m), 0n),
        den: KENO_ALL_DRAWS * b,
      },
    ],
    (win * 0.009) / (0.999 - kenoRtp(count, risk)),
  );
  minStakes.set(key, min);
  return min;
}

/** The round: 10 numbers drawn (1-40, in draw order), the picks among them (in draw order) and the multiplier. */
export async function kenoDraw(rng: Rng, picks: number[], risk: KenoRisk) {
  const drawn = (await rng.pick(KENO_DRAWS, KENO_NUMBERS)).map((n) => n + 1);
  const chosen = new Set(picks);
  const hits = drawn.filter((n) => chosen.has(n));
  return { drawn, hits, multiplier: kenoTable(picks.length, risk)[hits.length] ?? 0 };
}

export const keno = instantGame({
  kind: 'keno',
  params: {
    picks: z
      .array(z.number().int().min(1).max(KENO_NUMBERS))
      .min(1)
      .max(KENO_MAX_PICKS)
      .refine((p) => new Set(p).size === p.length, 'picks must be distinct'),
    risk: z.enum(KENO_RISKS),
  },
  minStake: ({ picks, risk }) => kenoMinStake(picks.length, risk),
  async play(rng, bet, { picks, risk }) {
    const outcome = await kenoDraw(rng, picks, risk);
    return { outcome, payout: outcome.multiplier > 0 ? payoutOf(bet, outcome.multiplier) : 0n };
  },
  rules: () => {
    const byTable = <T>(of: (count: number, risk: KenoRisk) => T) =>
      Object.fromEntries(
        KENO_RISKS.map((risk) => [
          risk,
          Object.fromEntries(Array.from({ length: KENO_MAX_PICKS }, (_, i) => [i + 1, of(i + 1, risk)])),
        ]),
      );
    return {
      numbers: KENO_NUMBERS,
      draws: KENO_DRAWS,
      maxPicks: KENO_MAX_PICKS,
      risks: KENO_RISKS,
      // Multipliers in hundredths by risk, pick count and hits.
      paytable: byTable((count, risk) => kenoTable(count, risk)),
      rtp: byTable(kenoRtp),
      minStake: byTable((count, risk) => formatMinor(kenoMinStake(count, risk))),
    };
  },
});
