import type { TLotteryPick } from '@portal/contracts/lottery';
import { describe, expect, it } from 'vitest';
import { chancesOf, drawNumbers, LOTTERY_GAMES, labelOf, outcomeOf, payTableOf } from '../src/modules/lottery/index.ts';

/**
 * Simulated draws of every lottery game from the real draw function (HMAC-SHA256 of a seed, as documented), each
 * bet settled by the real rules, against the pay tables of the demo brand. LOTTERY_SIM_DRAWS sets the draws per game
 * (default 200,000, about 20 s for the four games; LOTTERY_SIM_DRAWS=1000000 runs the full million, about
 * 90 s). The seed is fixed, so a run is repeatable.
 */
const DRAWS = Number(process.env.LOTTERY_SIM_DRAWS ?? 200_000);
const SEED = 'lumen-simulation-seed';
const RTP = { '5d': 9700, keno: 9500 } as const;
/**
 * The chi-square statistic's 99th percentile: 45 degrees of freedom for the 5D digits (5 positions x 10 digits, each
 * position's count fixed), 79 for the keno numbers (80 numbers, the count fixed). One test per game, at 99 %.
 */
const CHI2_99 = { fiveD: 69.957, keno: 111.144 } as const;

/** A pick's pay table with its exact mean and variance (per unit staked), worked out once per kind of pick. */
interface Priced {
  table: number[];
  mean: number;
  variance: number;
}
const priced = new Map<string, Priced>();
function priceOf(pick: TLotteryPick, rtp: number): Priced {
  const key = labelOf(pick);
  const known = priced.get(key);
  if (known) return known;
  const table = payTableOf(pick, rtp);
  const { ways, total } = chancesOf(pick);
  let m1 = 0;
  let m2 = 0;
  for (const [i, w] of ways.entries()) {
    const x = (table[i] ?? 0) / 100;
    m1 += (x * Number(w)) / Number(total);
    m2 += (x * x * Number(w)) / Number(total);
  }
  const p = { table, mean: m1, variance: m2 - m1 * m1 };
  priced.set(key, p);
  return p;
}

/** One kind of bet, accumulated over the draws: what was paid per unit staked, and the exact mean and variance. */
class Tally {
  n = 0;
  paid = 0; // in hundredths of the unit stake
  mean = 0;
  variance = 0;
  add(p: Priced, outcome: number) {
    this.n++;
    this.paid += p.table[outcome] ?? 0;
    this.mean += p.mean;
    this.variance += p.variance;
  }
  /** Simulated RTP, the exact one, and the standard error of the simulated one. */
  get figures() {
    return { sim: this.paid / 100 / this.n, exact: this.mean / this.n, se: Math.sqrt(this.variance) / this.n };
  }
}

const SIDES = ['p1', 'p2', 'p3', 'p4', 'p5', 'sum'] as const;
const PARTS = ['front', 'middle', 'back'] as const;
const FORMS = ['triple', 'straight', 'pair', 'all_different'] as const;
/** The draw's 5D bets, one of each kind, rotating over positions, sides and values. */
const fiveDBets = (i: number): Array<[string, TLotteryPick]> => [
  ['digit', { kind: 'digit', position: (i % 5) + 1, digit: (i * 7) % 10 }],
  ['big_small', { kind: 'big_small', on: SIDES[i % 6] as 'p1', pick: i % 2 ? 'big' : 'small' }],
  ['odd_even', { kind: 'odd_even', on: SIDES[(i + 3) % 6] as 'p1', pick: i % 2 ? 'even' : 'odd' }],
  ['sum_value', { kind: 'sum_value', value: i % 46 }],
  ['combo', { kind: 'combo', part: PARTS[i % 3] as 'front', pick: FORMS[Math.floor(i / 3) % 4] as 'pair' }],
];
/** The draw's keno bets: one for each count of spots, on consecutive numbers from a rotating start. */
const kenoBets = (i: number): Array<[string, TLotteryPick]> =>
  Array.from({ length: 10 }, (_, k) => [
    `keno:${k + 1}`,
    { kind: 'keno', numbers: Array.from({ length: k + 1 }, (_, j) => ((i + j * 7) % 80) + 1) },
  ]);

/** Counts one more at `i`. */
const bump = (c: number[] | undefined, i: number) => {
  if (c) c[i] = (c[i] ?? 0) + 1;
};
const chiSquare = (counts: number[], expected: number) =>
  counts.reduce((a, c) => a + ((c - expected) * (c - expected)) / expected, 0);

describe(`lottery over ${DRAWS.toLocaleString('en')} simulated draws per game`, () => {
  for (const game of LOTTERY_GAMES) {
    it(`${game.gameCode}: every kind of bet and the game within its published RTP; fair digits (chi-square, 99 %)`, () => {
      const rtp = RTP[game.family];
      const tallies = new Map<string, Tally>();
      const all = new Tally();
      const counts =
        game.family === '5d' ? Array.from({ length: 5 }, () => new Array(10).fill(0)) : [new Array(80).fill(0)];
      for (let i = 0; i < DRAWS; i++) {
        const result = drawNumbers(game.family, SEED, game.gameCode, String(i));
        if (game.family === '5d') for (const [p, d] of result.entries()) bump(counts[p], d);
        else for (const n of result) bump(counts[0], n - 1);
        for (const [kind, pick] of game.family === '5d' ? fiveDBets(i) : kenoBets(i)) {
          const p = priceOf(pick, rtp);
          const outcome = outcomeOf(pick, result);
          const t = tallies.get(kind) ?? new Tally();
          tallies.set(kind, t);
          t.add(p, outcome);
          all.add(p, outcome);
        }
      }
      const report: string[] = [];
      for (const [kind, t] of [...tallies, ['game', all] as const]) {
        const f = t.figures;
        report.push(
          `${kind} sim ${(f.sim * 100).toFixed(3)} % exact ${(f.exact * 100).toFixed(3)} % se ${(f.se * 100).toFixed(3)}`,
        );
        // The exact RTP never exceeds the published one; the simulation lands within 5 standard errors of it.
        expect(f.exact).toBeLessThanOrEqual(rtp / 10_000 + 1e-9);
        expect(Math.abs(f.sim - f.exact), `${kind}: ${report.at(-1)}`).toBeLessThan(5 * f.se + 1e-9);
      }
      const chi =
        game.family === '5d'
          ? counts.reduce((a, c) => a + chiSquare(c, DRAWS / 10), 0)
          : chiSquare(counts[0] as number[], (DRAWS * 20) / 80);
      const bound = game.family === '5d' ? CHI2_99.fiveD : CHI2_99.keno;
      report.push(`chi-square ${chi.toFixed(2)} (99 % bound ${bound})`);
      expect(chi).toBeLessThan(bound);
      console.log(`${game.gameCode} (published ${rtp / 100} %):\n  ${report.join('\n  ')}`);
    }, 600_000);
  }
});
