import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import { NEON, NEON_WILD, neon } from '../src/modules/inhouse/games/neon.ts';
import { REEF, reef, tideOf } from '../src/modules/inhouse/games/reef.ts';
import {
  playSlot,
  type SlotConfig,
  scatterChances,
  slotFigures,
  slotPayout,
  toNumber,
  windowOf,
} from '../src/modules/inhouse/games/slot-engine.ts';
import type { LineWin } from '../src/modules/inhouse/games/slot-lines.ts';
import type { InstantGame } from '../src/modules/inhouse/instant.ts';
import { chiSquare, pageOutcome, simRng } from './originals-helper.ts';

/** The line slots, each held to its exact RTPs, its minimum stakes and its verification page. */
const SLOTS: Array<{ kind: string; c: SlotConfig; game: InstantGame }> = [
  { kind: 'neon', c: NEON, game: neon as unknown as InstantGame },
  { kind: 'reef', c: REEF, game: reef as unknown as InstantGame },
];
const ROUNDS = 200_000;

describe.each(SLOTS)('$kind: the round and its RTP', ({ c, game }) => {
  const figures = slotFigures(c);

  it('publishes exact RTPs near 96 % for the base game and the bonus buy, rounded down to 0.01 %', () => {
    const { base, buy } = figures.rtp();
    for (const x of [base, buy]) {
      expect(x).toBeGreaterThan(0.955);
      expect(x).toBeLessThan(0.965);
    }
    expect(game.rules().rtp).toEqual({ base: Math.floor(base * 1e4) / 1e4, buy: Math.floor(buy * 1e4) / 1e4 });
  });

  it('each spin is worth its exact value: 300,000 simulated spins per strip set, base and free', async () => {
    for (const free of [false, true]) {
      const strips = free ? c.freeStrips : c.baseStrips;
      const rng = simRng(free ? 11 : 5);
      let sum = 0;
      let sq = 0;
      const n = 300_000;
      for (let i = 0; i < n; i++) {
        const stops: number[] = [];
        for (const s of strips) stops.push(await rng.int(s.length));
        const grid = stops.map((st, r) => windowOf(strips[r] as number[], st));
        const pay = c.evaluate(grid, free, 1).wins.reduce((a, w) => a + w.pay, 0);
        sum += pay;
        sq += pay * pay;
      }
      const mean = sum / n;
      const se = Math.sqrt((sq / n - mean * mean) / n);
      expect(Math.abs(mean - toNumber(c.spinValue(free))), `free ${free}`).toBeLessThan(4.5 * se);
    }
  }, 120_000);

  it(`whole rounds return their exact RTP over ${ROUNDS.toLocaleString('en')} simulated rounds per mode`, async () => {
    const exact = figures.rtp();
    for (const buy of [false, true]) {
      const rng = simRng(buy ? 17 : 13);
      let sum = 0;
      let sq = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const x = (await playSlot(rng, c, buy)).total / 100 / (buy ? c.buyCost : 1);
        sum += x;
        sq += x * x;
      }
      const mean = sum / ROUNDS;
      const se = Math.sqrt((sq / ROUNDS - mean * mean) / ROUNDS);
      expect(Math.abs(mean - (buy ? exact.buy : exact.base)), `buy ${buy}`).toBeLessThan(4.5 * se);
    }
  }, 240_000);

  it('scatters land as the strips say: chi-square of 0, 1, 2 and 3+ per base spin under 11.34 (99 %, 3 df)', async () => {
    const p = scatterChances(c.baseStrips, c.scatter).map(toNumber);
    const expected = [p[0], p[1], p[2], 1 - (p[0] ?? 0) - (p[1] ?? 0) - (p[2] ?? 0)].map((x) => (x ?? 0) * ROUNDS);
    const observed = [0, 0, 0, 0];
    const rng = simRng(23);
    for (let i = 0; i < ROUNDS; i++) {
      const grid = [];
      for (const s of c.baseStrips) grid.push(windowOf(s, await rng.int(s.length)));
      const n = grid.flat().filter((x) => x === c.scatter).length;
      observed[Math.min(n, 3)] = (observed[Math.min(n, 3)] as number) + 1;
    }
    expect(chiSquare(observed, expected)).toBeLessThan(11.34);
  }, 60_000);

  it('from the minimum stake on, RTP plus the rounding (under one unit a round) stays within 99.9 %', () => {
    for (const buy of [false, true]) {
      const rtp = figures.rtp()[buy ? 'buy' : 'base'];
      const min = figures.minStake(buy);
      const step = buy ? BigInt(c.buyCost) : 1n;
      expect(min % step).toBe(0n);
      for (let b = min; b < min + 5000n; b += step) expect(rtp + 1 / Number(b)).toBeLessThanOrEqual(0.999);
      if (!buy) expect(rtp + 1 / Number(min - 1n)).toBeGreaterThan(0.999);
    }
    expect(game.rules().minStake).toEqual({ base: '0.25', buy: '1.00' });
  });

  it('refuses a bonus buy stake that is not a whole multiple of its price, and pays a hundredth per unit', () => {
    expect(game.fits?.(150n, { buy: true })).toBe(false);
    expect(game.fits?.(200n, { buy: true })).toBe(true);
    expect(slotPayout(10_000n, true, 1234, c.buyCost)).toBe(1234n); // base bet 1.00: 12.34 bets
    expect(slotPayout(33n, false, 40, c.buyCost)).toBe(14n); // 13.2 up
  });

  it('the verification page computes the same outcome as the server, base rounds, features and bought ones', async () => {
    const page = await pageOutcome(c.kind);
    const seed = (client: string, nonce: number) => new RoundRandom('lumen-server-seed-1', client, nonce);
    for (let nonce = 0; nonce < 200; nonce++) {
      const params = { buy: nonce % 4 === 0 };
      const server = await game.play(seed('player-seed', nonce), 100n, params);
      expect(await page(seed('player-seed', nonce), params)).toEqual(server.outcome);
    }
    // A base round that triggers the feature, found by searching nonces.
    let nonce = 0;
    const base = { buy: false };
    while (((await game.play(seed('feature', nonce), 100n, base)).outcome.spins as unknown[]).length === 1) nonce++;
    const server = await game.play(seed('feature', nonce), 100n, base);
    expect(await page(seed('feature', nonce), base)).toEqual(server.outcome);
  }, 60_000);
});

const W = NEON_WILD;
describe('lumen neon fruits: paylines and expanding wilds', () => {
  it('pays a line’s leftmost run with the wild standing in, 3, 4 or 5 long, in twentieths of the bet', () => {
    // Reels as columns, top to bottom. Line 1 (the middle row): seven, seven, wild, seven, lemon: 4 sevens.
    const grid = [
      [4, 0, 5],
      [6, 0, 7],
      [5, W, 6],
      [7, 0, 4],
      [3, 6, 2],
    ];
    const { wins } = NEON.evaluate(grid, false, 1);
    expect(wins).toContainEqual({ line: 0, symbol: 0, count: 4, multiplier: 1, pay: 100 * 5 });
    // Line 4 (V: rows 0, 1, 2, 1, 0): plum, seven, ...: nothing.
    expect(wins.find((w) => (w as LineWin).line === 3)).toBeUndefined();
  });

  it('in free spins a wild fills its reel before the lines pay, and the spin names the reels it filled', () => {
    const grid = [
      [1, 1, 1],
      [W, 5, 6],
      [2, 3, 4],
      [6, W, 7],
      [1, 2, 3],
    ];
    expect(NEON.evaluate(grid, false, 1).wins).toEqual([]);
    const free = NEON.evaluate(grid, true, 1);
    expect(free.expanded).toEqual([1, 3]);
    // Reel 3 shows no bell: every line whose reel-1 symbol is the bell runs bell, wild and stops: 2 reels, no pay.
    expect(free.wins).toEqual([]);
    const full = NEON.evaluate(
      [
        [1, 1, 1],
        [W, 5, 6],
        [1, 3, 4],
        [6, W, 7],
        [1, 2, 3],
      ],
      true,
      1,
    );
    // Lines through the bell on reel 3 (row 0) run bell, wild, bell, wild, and on through a bell on reel 5's row 0.
    const five = full.wins.filter((w) => (w as LineWin).count === 5).length;
    const four = full.wins.filter((w) => (w as LineWin).count === 4).length;
    expect(five).toBe(2); // lines 2 and 14: row 0 on reels 3 and 5
    expect(four).toBe(4); // lines 5, 6, 16 and 19: row 0 on reel 3 only
    expect(full.wins).toHaveLength(6);
  });
});

describe('lumen pearl reef: multiplier wilds and the rising tide', () => {
  it('wilds multiply the line they complete, two on a line multiplying together', () => {
    // Line 1: pearl, x2, x3, pearl, emerald: 4 pearls x6 = 125 line bets x 6, in 25ths of the bet.
    const grid = [
      [5, 0, 6],
      [7, 8, 4],
      [6, 9, 5],
      [4, 0, 7],
      [2, 6, 3],
    ];
    expect(REEF.evaluate(grid, false, 1).wins).toContainEqual({
      line: 0,
      symbol: 0,
      count: 4,
      multiplier: 6,
      pay: 125 * 4 * 6,
    });
  });

  it('free spins pay x1, x2, ... up to x5 from the fifth on, and show their tide', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map(tideOf)).toEqual([1, 2, 3, 4, 5, 5, 5]);
    const grid = [
      [5, 0, 6],
      [7, 0, 4],
      [6, 0, 5],
      [4, 3, 7],
      [2, 6, 3],
    ];
    expect(REEF.evaluate(grid, true, 3)).toEqual({
      wins: [{ line: 0, symbol: 0, count: 3, multiplier: 1, pay: 25 * 4 * 3 }],
      tide: 3,
    });
  });
});

describe('the line slots: fixed rounds, as docs/provably-fair.md states them', () => {
  const seed = (nonce: number) => new RoundRandom('lumen-server-seed-1', 'player-seed', nonce);
  it('neon nonce 2: five lemons on line 9 through the wild, 2.50 bets; nonce 0 bought: 10 free spins, 50.45 bets', async () => {
    const r = await neon.play(seed(2), 100n, { buy: false });
    expect(r.outcome.spins).toEqual([
      {
        stops: [10, 32, 39, 26, 18],
        grid: [
          [4, 5, 6],
          [4, 5, 6],
          [5, 6, 7],
          [8, 3, 0],
          [6, 7, 4],
        ],
        wins: [
          { line: 8, symbol: 6, count: 5, multiplier: 1, pay: 250 },
          { line: 15, symbol: 5, count: 3, multiplier: 1, pay: 30 },
        ],
        scatters: 0,
        freeSpinsAwarded: 0,
      },
    ]);
    expect(r.payout).toBe(280n);
    const bought = await neon.play(seed(0), 10_000n, { buy: true });
    const spins = bought.outcome.spins as Array<{ stops: number[]; expanded: number[] }>;
    expect(spins).toHaveLength(10);
    expect(spins[0]?.stops).toEqual([16, 23, 21, 10, 23]);
    expect(spins.map((s) => s.expanded)).toEqual([[], [2], [], [2], [1, 3], [1], [2, 3], [], [2], []]);
    expect(bought.payout).toBe(5045n);
  });

  it('reef nonce 11: sapphires on line 21 through the x2 wild, 0.32 bets; nonce 0 bought: 8 free spins, 86.04 bets', async () => {
    const r = await reef.play(seed(11), 100n, { buy: false });
    expect(r.outcome.spins).toEqual([
      {
        stops: [39, 42, 35, 12, 28],
        grid: [
          [5, 6, 7],
          [8, 6, 4],
          [7, 2, 10],
          [6, 7, 2],
          [6, 7, 4],
        ],
        wins: [{ line: 20, symbol: 7, count: 3, multiplier: 2, pay: 32 }],
        scatters: 1,
        freeSpinsAwarded: 0,
      },
    ]);
    expect(r.payout).toBe(32n);
    const bought = await reef.play(seed(0), 10_000n, { buy: true });
    const spins = bought.outcome.spins as Array<{ stops: number[]; tide: number }>;
    expect(spins.map((s) => s.tide)).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
    expect(spins[0]?.stops).toEqual([6, 25, 26, 20, 3]);
    expect(bought.payout).toBe(8604n);
  });
});
