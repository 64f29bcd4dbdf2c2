import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  BASE_STRIPS,
  evaluate,
  FREE_STRIPS,
  PHARAOH,
  pharaoh,
  pharaohMinStake,
  pharaohPayout,
  pharaohRound,
  pharaohRtp,
  pharaohRtpFractions,
  SCATTER,
  WILD,
  waysValue,
} from '../src/modules/inhouse/games/pharaoh.ts';
import {
  add,
  expectedMultipliers,
  type Fraction,
  scatterChances,
  toNumber,
  windowOf,
} from '../src/modules/inhouse/games/slot-engine.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { pageOutcome, simRng } from './originals-helper.ts';

/** The chance of three or more scatters on a strip set. */
const triggerChance = (strips: number[][]) =>
  scatterChances(strips, SCATTER)
    .slice(3)
    .reduce(add, { num: 0n, den: 1n } as Fraction);

const W = WILD;
const S = SCATTER;
/** Where each reel's scatter sits, for the base and the free spins' strips. */
const scatterAt = (strips: number[][]) => strips.map((s) => s.indexOf(SCATTER));
/** A stop on each reel whose window holds no scatter. */
const quietAt = (strips: number[][]) => strips.map((s) => (s.indexOf(SCATTER) + 5) % s.length);

/** A round drawing the given stops, spin after spin (each spin five draws); `then` for every draw after them. */
function scripted(spins: number[][], then?: (n: number) => number): Rng {
  const draws = spins.flat();
  let i = 0;
  return {
    int: async (n) => {
      const d = i < draws.length ? (draws[i] as number) : then ? then(n) : Number.NaN;
      i++;
      if (!(d >= 0 && d < n)) throw new Error(`draw ${i} out of script`);
      return d;
    },
    pick: async () => {
      throw new Error('the slot never picks');
    },
  };
}

describe('lumen pharaoh: ways', () => {
  it('counts ways from the leftmost reel, the wild standing in for every paying symbol', () => {
    // Reels as columns (top to bottom). Pharaoh (0): 1 x 2 x 2 on reels 1-3, none on reel 4: 4 ways of 3 reels.
    // A (4) and K (5) ride the wilds on reels 2 and 3: 1 way each. Q (6) is not on reel 1: nothing.
    const grid = [
      [0, 4, 5],
      [0, W, 6],
      [W, 0, 7],
      [8, 8, 8],
      [0, 0, 0],
    ];
    const { wins, scatters } = evaluate(grid);
    expect(wins).toEqual([
      { symbol: 0, reels: 3, ways: 4, pay: 800 },
      { symbol: 4, reels: 3, ways: 1, pay: 40 },
      { symbol: 5, reels: 3, ways: 1, pay: 40 },
    ]);
    expect(scatters).toBe(0);
  });

  it('pays five reels as the product of the counts, doubled in free spins, and counts scatters anywhere', () => {
    const grid = [
      [1, 1, S],
      [W, 1, 7],
      [W, W, W],
      [1, 6, 1],
      [1, 3, S],
    ];
    // Scarab (1): 2 x 2 x 3 x 2 x 1 = 24 ways of 5 reels at 20x. Q (6) and J (7): 0 on reel 1.
    const { wins, scatters } = evaluate(grid, 2);
    expect(wins).toEqual([{ symbol: 1, reels: 5, ways: 24, pay: 2000 * 24 * 2 }]);
    expect(scatters).toBe(2);
  });

  it('never pays a symbol missing from reel 1 nor a run of two reels', () => {
    expect(
      evaluate([
        [4, 5, 6],
        [4, 5, 6],
        [7, 8, 7],
        [4, 5, 6],
        [4, 5, 6],
      ]).wins,
    ).toEqual([]);
  });
});

describe('lumen pharaoh: the feature', () => {
  it('three scatters in the base spin award 10 free spins, played in the round on the free strips at x2', async () => {
    const base = scatterAt(BASE_STRIPS).map((s, r) => (r < 3 ? s : (s + 5) % (BASE_STRIPS[r]?.length ?? 1)));
    const free = Array.from({ length: 10 }, () => quietAt(FREE_STRIPS));
    const round = await pharaohRound(scripted([base, ...free]), false);
    expect(round.spins).toHaveLength(11);
    expect(round.spins[0]?.scatters).toBe(3);
    expect(round.spins[0]?.freeSpinsAwarded).toBe(10);
    for (const spin of round.spins.slice(1)) {
      expect(spin.freeSpinsAwarded).toBe(0);
      expect(spin.grid).toEqual(spin.stops.map((s, r) => windowOf(FREE_STRIPS[r] as number[], s)));
      // The doubled pays: each win is its table pay times its ways times 2.
      expect(spin.wins).toEqual(evaluate(spin.grid, 2).wins);
    }
    const total = round.spins.flatMap((s) => s.wins).reduce((a, w) => a + w.pay, 0);
    expect(round.total).toBe(total);
  });

  it('two scatters award nothing: the round is its one spin', async () => {
    const base = scatterAt(BASE_STRIPS).map((s, r) => (r < 2 ? s : (s + 5) % (BASE_STRIPS[r]?.length ?? 1)));
    const round = await pharaohRound(scripted([base]), false);
    expect(round.spins).toHaveLength(1);
    expect(round.spins[0]?.scatters).toBe(2);
    expect(round.spins[0]?.freeSpinsAwarded).toBe(0);
  });

  it('three scatters in a free spin retrigger 10 more; the bought feature starts in the free spins', async () => {
    const retrigger = scatterAt(FREE_STRIPS);
    const quiet = quietAt(FREE_STRIPS);
    // Bought: spin 1 quiet, spin 2 retriggers (+10), the other 18 quiet: 20 spins, no base spin.
    const round = await pharaohRound(scripted([quiet, retrigger, ...Array(18).fill(quiet)]), true);
    expect(round.buy).toBe(true);
    expect(round.spins).toHaveLength(20);
    expect(round.spins[1]?.scatters).toBe(5);
    expect(round.spins.map((s) => s.freeSpinsAwarded)).toEqual([0, 10, ...Array(18).fill(0)]);
  });

  it('stops at 100 free spins in all, however many scatters land', async () => {
    const retrigger = scatterAt(FREE_STRIPS);
    const round = await pharaohRound(scripted(Array(100).fill(retrigger)), true);
    expect(round.spins).toHaveLength(100);
    expect(round.spins.reduce((a, s) => a + s.freeSpinsAwarded, 10)).toBe(100);
    expect(round.spins.slice(0, 9).every((s) => s.freeSpinsAwarded === 10)).toBe(true);
    expect(round.spins.slice(9).every((s) => s.freeSpinsAwarded === 0)).toBe(true);
  });
});

describe('lumen pharaoh: RTP', () => {
  it('states its exact RTPs: about 96 % in the base game, the bonus buy within 0.5 % of it', () => {
    const { base, buy } = pharaohRtp();
    expect(base).toBeGreaterThan(0.955);
    expect(base).toBeLessThan(0.965);
    expect(Math.abs(buy - base)).toBeLessThan(0.005);
    expect(pharaoh.rules().rtp).toEqual({ base: Math.floor(base * 1e4) / 1e4, buy: Math.floor(buy * 1e4) / 1e4 });
    const f = pharaohRtpFractions();
    expect(toNumber(f.base)).toBe(base);
  });

  it('the cap of 100 free spins changes the expected spins by under 0.01 %', () => {
    const p = toNumber(triggerChance(FREE_STRIPS));
    const capped = toNumber(expectedMultipliers(PHARAOH, 10, () => 1));
    // Without the cap, each spin's 10 more make a branching process: 10 / (1 - 10p) spins.
    const open = 10 / (1 - 10 * p);
    expect(capped).toBeLessThanOrEqual(open);
    expect((open - capped) / open).toBeLessThan(1e-4);
    // The chain's multipliers: every free spin doubled, so twice the spins.
    expect(toNumber(expectedMultipliers(PHARAOH, 10))).toBeCloseTo(2 * capped, 12);
  });

  it('each part of the exact value matches 300,000 simulated spins', async () => {
    for (const strips of [BASE_STRIPS, FREE_STRIPS]) {
      const rng = simRng(strips.length + (strips[0]?.length ?? 0));
      const n = 300_000;
      let sum = 0;
      let sq = 0;
      let triggers = 0;
      for (let i = 0; i < n; i++) {
        const stops: number[] = [];
        for (const s of strips) stops.push(await rng.int(s.length));
        const grid = stops.map((st, r) => windowOf(strips[r] as number[], st));
        const e = evaluate(grid);
        const pay = e.wins.reduce((a, w) => a + w.pay, 0);
        sum += pay;
        sq += pay * pay;
        if (e.scatters >= 3) triggers++;
      }
      const mean = sum / n;
      const se = Math.sqrt((sq / n - mean * mean) / n);
      expect(Math.abs(mean - toNumber(waysValue(strips)))).toBeLessThan(4.5 * se);
      const p = toNumber(triggerChance(strips));
      expect(Math.abs(triggers / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
    }
  }, 60_000);

  it('whole rounds, base game and bonus buy, return their exact RTP over 300,000 simulated rounds each', async () => {
    const exact = pharaohRtp();
    for (const buy of [false, true]) {
      const rng = simRng(buy ? 7 : 3);
      const n = 300_000;
      let sum = 0;
      let sq = 0;
      for (let i = 0; i < n; i++) {
        // The return of a stake: hundredths of the base bet over 100, over the buy's price for the bonus.
        const x = (await pharaohRound(rng, buy)).total / 100 / (buy ? 100 : 1);
        sum += x;
        sq += x * x;
      }
      const mean = sum / n;
      const se = Math.sqrt((sq / n - mean * mean) / n);
      expect(Math.abs(mean - (buy ? exact.buy : exact.base)), `buy ${buy}`).toBeLessThan(4.5 * se);
    }
  }, 120_000);
});

describe('lumen pharaoh: payouts', () => {
  it('pays the total in hundredths of the base bet, rounded up; the bonus buy plays a hundredth of its stake', () => {
    expect(pharaohPayout(100n, false, 40)).toBe(40n);
    expect(pharaohPayout(33n, false, 40)).toBe(14n); // 13.2 up
    expect(pharaohPayout(10_000n, true, 12_345)).toBe(12_345n); // base bet 100: 123.45 bets
    expect(pharaohPayout(1_000n, true, 1_234)).toBe(124n); // base bet 10: 123.4 up
    expect(pharaohPayout(500n, false, 0)).toBe(0n);
  });

  it('refuses a bonus buy stake that is not a whole hundred of minor units', () => {
    expect(pharaoh.fits?.(150n, { buy: true })).toBe(false);
    expect(pharaoh.fits?.(200n, { buy: true })).toBe(true);
    expect(pharaoh.fits?.(150n, { buy: false })).toBe(true);
  });

  it('from the minimum stake on, RTP plus the rounding (under one unit a round) stays within 99.9 %', () => {
    for (const buy of [false, true]) {
      const rtp = pharaohRtp()[buy ? 'buy' : 'base'];
      const min = pharaohMinStake(buy);
      expect(min % (buy ? 100n : 1n)).toBe(0n);
      for (let b = min; b < min + 5000n; b += buy ? 100n : 1n) expect(rtp + 1 / Number(b)).toBeLessThanOrEqual(0.999);
      if (!buy) expect(rtp + 1 / Number(min - 1n)).toBeGreaterThan(0.999);
    }
    expect(pharaohMinStake(false)).toBe(27n);
    expect(pharaohMinStake(true)).toBe(100n);
    // A round whose every pay rounds up: at the minimum stake it still returns no more than the bound says.
    const round = { total: 20 };
    expect(Number(pharaohPayout(27n, false, round.total))).toBeLessThan((27 * 20) / 100 + 1);
  });
});

describe('lumen pharaoh: verification', () => {
  it('the verification page computes the same outcome as the server, base rounds and bought ones', async () => {
    const page = await pageOutcome('pharaoh');
    for (let nonce = 0; nonce < 300; nonce++) {
      const params = { buy: nonce % 3 === 0 };
      const server = await pharaoh.play(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), 100n, params);
      expect(await page(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), params)).toEqual(server.outcome);
    }
    // A base round that triggers the feature, found by searching nonces (about one in 274).
    let nonce = 0;
    let server = await pharaoh.play(new RoundRandom('lumen-server-seed-1', 'feature', nonce), 100n, { buy: false });
    while ((server.outcome.spins as unknown[]).length === 1)
      server = await pharaoh.play(new RoundRandom('lumen-server-seed-1', 'feature', ++nonce), 100n, { buy: false });
    const page2 = await page(new RoundRandom('lumen-server-seed-1', 'feature', nonce), { buy: false });
    expect(page2).toEqual(server.outcome);
  }, 30_000);

  it('fixed rounds, as docs/provably-fair.md states them', async () => {
    const seed = (nonce: number) => new RoundRandom('lumen-server-seed-1', 'player-seed', nonce);
    // Nonce 2: ankh (2) on reels 1, 2 and 5, the wilds on reels 3 and 4: 1 way of 5 reels, 12x.
    expect(await pharaoh.play(seed(2), 100n, { buy: false })).toEqual({
      outcome: {
        buy: false,
        spins: [
          {
            stops: [31, 17, 19, 21, 31],
            grid: [
              [6, 7, 2],
              [2, 3, 4],
              [4, 5, 9],
              [9, 10, 6],
              [6, 7, 2],
            ],
            wins: [{ symbol: 2, reels: 5, ways: 1, pay: 1200 }],
            scatters: 1,
            freeSpinsAwarded: 0,
          },
        ],
        total: 1200,
      },
      payout: 1200n,
    });
    // Nonce 0 bought for 100.00: base bet 1.00, ten free spins, 104 base bets in all.
    const bought = await pharaoh.play(seed(0), 10_000n, { buy: true });
    expect((bought.outcome.spins as Array<{ stops: number[] }>).map((s) => s.stops)[0]).toEqual([0, 25, 18, 24, 21]);
    expect((bought.outcome.spins as unknown[]).length).toBe(10);
    expect(bought.outcome.total).toBe(10_400);
    expect(bought.payout).toBe(10_400n);
  });
});
