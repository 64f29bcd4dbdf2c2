import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  TOWERS_DIFFICULTIES,
  TOWERS_FLOORS,
  type TowersDifficulty,
  towers,
  towersChance,
  towersMinStake,
  towersMultiplier,
} from '../src/modules/inhouse/games/towers.ts';
import { payoutOf } from '../src/modules/inhouse/stepped.ts';
import { chiSquare, pageOutcome, simRng } from './originals-helper.ts';

const DIFFS = Object.keys(TOWERS_DIFFICULTIES) as TowersDifficulty[];

describe('towers', () => {
  it('plays a hand-worked round: safe floors raise the multiplier, a trap loses, the top cashes out by itself', () => {
    const deal = { traps: [[0], [3], [1], [2], [0], [0], [1], [3]] };
    const p = { difficulty: 'easy' as const };
    expect(towers.allowed(deal, [], 4, p)).toBe(false); // easy has tiles 0-3
    expect(towers.step(deal, [], 1, p)).toEqual({ lost: false, over: false });
    // One safe floor on easy: 0.99 / (3/4) = 1.32x, exactly 396/300.
    expect(towers.multiplier(deal, [1], p)).toEqual({ num: 396n, den: 300n });
    expect(payoutOf(100n, towers.multiplier(deal, [1], p))).toBe(132n);
    expect(towers.step(deal, [1], 3, p)).toEqual({ lost: true, over: true });
    // Two safe floors: 0.99 x 16/9 = 1.76x; 1.00 cashes 1.76, 0.07 cashes 0.1232 rounded up to 0.13.
    expect(payoutOf(100n, towers.multiplier(deal, [1, 2], p))).toBe(176n);
    expect(payoutOf(7n, towers.multiplier(deal, [1, 2], p))).toBe(13n);
    // The eighth safe floor ends the round.
    const safe = [1, 0, 0, 0, 1, 1, 0, 0];
    for (let f = 0; f < 7; f++) expect(towers.step(deal, safe.slice(0, f), safe[f] as number, p).over).toBe(false);
    expect(towers.step(deal, safe.slice(0, 7), 0, p)).toEqual({ lost: false, over: true });
    expect(towers.allowed(deal, safe, 0, p)).toBe(false);
    // Nothing climbed: the stake back.
    expect(towers.multiplier(deal, [], p)).toEqual({ num: 1n, den: 1n });
    // Hard: 2 tiles, 1 trap: 1.98x, 3.96x, ... 253.44x at the top; master: 4 tiles, 3 traps: 3.96x a floor.
    expect(towersMultiplier('hard', 8)).toEqual({ num: 99n * 256n, den: 100n });
    expect(towersMultiplier('master', 1)).toEqual({ num: 99n * 4n, den: 100n });
    const shown = towers.rules().multipliers as Record<string, number[]>;
    expect(shown.hard?.slice(0, 3)).toEqual([1.98, 3.96, 7.92]);
    expect(shown.master?.slice(0, 2)).toEqual([3.96, 15.84]);
  });

  it('returns exactly 99 % at every cash-out floor, for a stake with no rounding', () => {
    for (const d of DIFFS)
      for (let k = 1; k <= TOWERS_FLOORS; k++) {
        const { safe, all } = towersChance(d, k);
        const m = towersMultiplier(d, k);
        // A stake of den minor units pays num exactly: RTP = chance x num / den.
        expect(safe * m.num * 100n, `${d} ${k}`).toBe(99n * all * m.den);
      }
  });

  it('returns between 99 % and 99.9 % at every floor from the minimum stake on, and over it just below', () => {
    const mins: Record<string, bigint> = {};
    for (const d of DIFFS) {
      const min = towersMinStake(d);
      mins[d] = min;
      for (let b = min; b < min + 2000n; b++)
        for (let k = 1; k <= TOWERS_FLOORS; k++) {
          const { safe, all } = towersChance(d, k);
          const pay = payoutOf(b, towersMultiplier(d, k));
          expect(safe * pay * 100n >= 99n * all * b, `${d} ${b} ${k}`).toBe(true);
          expect(safe * pay * 1000n <= 999n * all * b, `${d} ${b} ${k}`).toBe(true);
        }
      if (min > 1n) {
        const b = min - 1n;
        const over = Array.from({ length: TOWERS_FLOORS }, (_, i) => {
          const { safe, all } = towersChance(d, i + 1);
          return safe * payoutOf(b, towersMultiplier(d, i + 1)) * 1000n > 999n * all * b;
        });
        expect(over.some(Boolean), d).toBe(true);
      }
    }
    expect(mins).toEqual({ easy: 73n, medium: 67n, hard: 50n, expert: 34n, master: 25n });
  });

  it('lands within 1.5 % of 99 % over 200,000 simulated rounds of "cash out at floor k", and deals uniform traps', async () => {
    for (const [d, k] of [
      ['easy', 3],
      ['medium', 2],
      ['hard', 4],
      ['expert', 1],
    ] as Array<[TowersDifficulty, number]>) {
      const rng = simRng(k * 31 + d.length);
      const p = { difficulty: d };
      const rounds = 200_000;
      let paid = 0n;
      for (let i = 0; i < rounds; i++) {
        const deal = await towers.deal(rng, p);
        const moves: number[] = [];
        let lost = false;
        for (let f = 0; f < k && !lost; f++) {
          const tile = f % TOWERS_DIFFICULTIES[d].tiles;
          lost = towers.step(deal, moves, tile, p).lost;
          moves.push(tile);
        }
        if (!lost) paid += payoutOf(100n, towers.multiplier(deal, moves, p));
      }
      expect(Math.abs(Number(paid) / (rounds * 100) - 0.99), `${d} ${k}`).toBeLessThan(0.015);
    }
    // Master's three traps among four tiles: the safe tile is uniform over the four (chi-square, 3 d.f., 99 %).
    const rng = simRng(7);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 20_000; i++) {
      const { traps } = await towers.deal(rng, { difficulty: 'master' });
      for (const floor of traps) {
        const safe = [0, 1, 2, 3].find((t) => !floor.includes(t)) as number;
        counts[safe] = (counts[safe] ?? 0) + 1;
      }
    }
    expect(chiSquare(counts, [40_000, 40_000, 40_000, 40_000])).toBeLessThan(11.34);
  }, 120_000);

  it('the verification page deals the same traps as the server for 200 rounds', async () => {
    const page = await pageOutcome('towers');
    for (let nonce = 0; nonce < 200; nonce++) {
      const params = { difficulty: DIFFS[nonce % DIFFS.length] as TowersDifficulty };
      const server = await towers.deal(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), params);
      expect(await page(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), params)).toEqual(server);
    }
  });

  it('publishes its test vector', async () => {
    // docs/provably-fair.md: server seed lumen-server-seed-1, client seed player-seed, nonce 0, medium.
    const deal = await towers.deal(new RoundRandom('lumen-server-seed-1', 'player-seed', 0), { difficulty: 'medium' });
    expect(deal).toEqual({ traps: [[1], [2], [1], [0], [0], [0], [0], [2]] });
  });
});
