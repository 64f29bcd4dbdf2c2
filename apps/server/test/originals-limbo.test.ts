import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limbo,
  limboMinStake,
  limboMultiplier,
  limboRtp,
  limboWins,
} from '../src/modules/inhouse/games/limbo.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { chiSquare, pageOutcome, simRng } from './originals-helper.ts';

const SPACE = 2n ** 32n;
/** A round whose one draw is `w`. */
const drawing = (w: number): Rng => ({
  int: async (n) => {
    expect(n).toBe(2 ** 32);
    return w;
  },
  pick: async () => {
    throw new Error('limbo never picks');
  },
});

describe('limbo', () => {
  it('draws the multiplier 0.99 x 2^32 / (2^32 - w) in hundredths, rounded down', async () => {
    expect(limboMultiplier(0)).toBe(99); // 0.99x: the house's 1 %
    expect(limboMultiplier(2 ** 31)).toBe(198); // half the words: 1.98x
    expect(limboMultiplier(2 ** 32 - 1)).toBe(Number(99n * SPACE)); // the very last word
    const won = await limbo.play(drawing(2 ** 31), 100n, { target: 198 });
    expect(won).toEqual({ outcome: { multiplier: 198, target: 198, win: true }, payout: 198n });
    const lost = await limbo.play(drawing(2 ** 31 - 10), 100n, { target: 198 });
    expect(lost).toEqual({ outcome: { multiplier: 197, target: 198, win: false }, payout: 0n });
    // 3.33 x 1.01 = 3.3633, rounded up to the cent.
    expect((await limbo.play(drawing(2 ** 32 - 1), 333n, { target: 101 })).payout).toBe(337n);
  });

  it('wins with chance 0.99 / target, short of it by less than one word in 2^32 at every target', () => {
    for (let target = LIMBO_MIN_TARGET; target <= LIMBO_MAX_TARGET; target += target < 1000 ? 1 : 997) {
      // The words that reach the target are exactly those from the first one that does.
      const first = Number(SPACE - limboWins(target));
      expect(limboMultiplier(first), `target ${target}`).toBeGreaterThanOrEqual(target);
      expect(limboMultiplier(first - 1), `target ${target}`).toBeLessThan(target);
      // Targets are in hundredths: the chance is 99 / target.
      const gap = 99 / target - Number(limboWins(target)) / 2 ** 32;
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(2 ** -32);
      expect(limboRtp(target)).toBeGreaterThan(0.99 - 1e-5);
    }
  });

  it('returns between 99 % (less the draw granularity) and 99.9 % from the minimum stake on, at every stake', () => {
    for (const target of [101, 150, 199, 200, 333, 1000, 12_345, 1_000_000]) {
      const min = limboMinStake(target);
      for (let stake = min; stake < min + 3000n; stake++) {
        const payout = (stake * BigInt(target) + 99n) / 100n;
        const rtp = Number(limboWins(target) * payout) / Number(SPACE * stake);
        expect(rtp, `target ${target}, stake ${stake}`).toBeGreaterThan(0.99 - 1e-5);
        expect(rtp, `target ${target}, stake ${stake}`).toBeLessThanOrEqual(0.999);
      }
      if (min > 1n) {
        const below = min - 1n;
        const payout = (below * BigInt(target) + 99n) / 100n;
        expect(Number(limboWins(target) * payout) / Number(SPACE * below)).toBeGreaterThan(0.999);
      }
    }
  });

  it('lands within 1 % of its RTP over 300,000 simulated rounds per target, and draws uniform words', async () => {
    for (const target of [150, 200, 1000]) {
      const rng = simRng(target);
      let paid = 0n;
      const rounds = 300_000;
      for (let i = 0; i < rounds; i++) paid += (await limbo.play(rng, 100n, { target })).payout;
      expect(Math.abs(Number(paid) / (rounds * 100) - 0.99)).toBeLessThan(0.01);
    }
    // Multiplier bands 0.99-1.98x, 1.98-3.96x, ... each hold half the rest: chi-square over 8 bands, 7 d.f., 99 %.
    const rng = simRng(99);
    const bands = Array(8).fill(0);
    const rounds = 200_000;
    for (let i = 0; i < rounds; i++) {
      const { multiplier } = (await limbo.play(rng, 100n, { target: 200 })).outcome as { multiplier: number };
      bands[Math.min(7, Math.floor(Math.log2(multiplier / 99)))]++;
    }
    const expected = Array.from({ length: 8 }, (_, i) => (i < 7 ? rounds / 2 ** (i + 1) : rounds / 2 ** 7));
    expect(chiSquare(bands, expected)).toBeLessThan(18.48);
  }, 60_000);

  it('the verification page computes the same outcome as the server for 200 rounds', async () => {
    const page = await pageOutcome('limbo');
    for (let nonce = 0; nonce < 200; nonce++) {
      const params = { target: 101 + ((nonce * 37) % 900) };
      const server = await limbo.play(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), 100n, params);
      expect(await page(new RoundRandom('lumen-server-seed-1', 'player-seed', nonce), params)).toEqual(server.outcome);
    }
  });
});
