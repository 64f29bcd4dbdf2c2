import { RoundRandom, seedHash } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import {
  DICE_RTP,
  diceRoll,
  MINES_RTP,
  minesLayout,
  minesMultiplier,
  type Rng,
  slotRtp,
  slotSpin,
} from '../src/modules/inhouse/games.ts';

/** A fast uniform source (xorshift128+, rejection sampled) for million-round simulations of the game rules. */
function simRng(seed: number): Rng {
  let s0 = BigInt(seed) | 1n;
  let s1 = 0x9e3779b97f4a7c15n;
  const mask = (1n << 64n) - 1n;
  const next32 = () => {
    let x = s0;
    const y = s1;
    s0 = y;
    x ^= (x << 23n) & mask;
    s1 = x ^ y ^ (x >> 17n) ^ (y >> 26n);
    return Number(((s1 + y) & mask) >> 32n);
  };
  const int = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = next32();
      if (w < limit) return w % n;
    }
  };
  return {
    int: async (n) => int(n),
    pick: async (count, n) => {
      const pool = Array.from({ length: n }, (_, i) => i);
      for (let i = 0; i < count; i++) {
        const j = i + int(n - i);
        [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
      }
      return pool.slice(0, count);
    },
  };
}

const ROUNDS = 1_000_000;

describe('provably fair seed scheme', () => {
  it('matches the published test vectors (docs/provably-fair.md)', async () => {
    expect(await seedHash('lumen-server-seed-1')).toBe(
      'ecb15e655104fa53203c3ce16857a5499bc25dafa23a11395016025f929d1702',
    );
    const r = new RoundRandom('lumen-server-seed-1', 'player-seed', 1);
    expect([await r.int(6), await r.int(6), await r.int(100), await r.int(10_000)]).toEqual([4, 4, 74, 5284]);
    expect(await new RoundRandom('lumen-server-seed-1', 'player-seed', 2).pick(3, 25)).toEqual([5, 18, 0]);
  });

  it('draws integers without bias (chi-square over 60,000 HMAC draws of a die)', async () => {
    const r = new RoundRandom('chi-square-seed', 'client', 0);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = await r.int(6);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    const expected = 60_000 / 6;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.52); // p = 0.001 for 5 degrees of freedom
  });
});

describe(`RTP over ${ROUNDS.toLocaleString('en')} simulated rounds`, () => {
  it(`slot lands within tolerance of its stated RTP (${(slotRtp() * 100).toFixed(2)}%)`, async () => {
    const rng = simRng(7);
    let paid = 0n;
    for (let i = 0; i < ROUNDS; i++) paid += (await slotSpin(rng, 100n)).payout;
    const rtp = Number(paid) / (ROUNDS * 100);
    expect(Math.abs(rtp - slotRtp())).toBeLessThan(0.015);
  }, 120_000);

  it(`dice lands within tolerance of ${DICE_RTP * 100}%`, async () => {
    const rng = simRng(11);
    let paid = 0n;
    for (let i = 0; i < ROUNDS; i++) paid += (await diceRoll(rng, 10_000n, 2 + (i % 94))).payout;
    expect(Math.abs(Number(paid) / (ROUNDS * 10_000) - DICE_RTP)).toBeLessThan(0.01);
  }, 120_000);

  it(`mines lands within tolerance of ${MINES_RTP * 100}% for a pick-and-cash-out strategy`, async () => {
    const rng = simRng(13);
    let paid = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const mines = 1 + (i % 5);
      const picks = 1 + (i % 3);
      const layout = new Set(await minesLayout(rng, mines));
      const chosen = await rng.pick(picks, 25);
      if (chosen.every((t) => !layout.has(t))) paid += minesMultiplier(mines, picks);
    }
    expect(Math.abs(paid / ROUNDS - MINES_RTP)).toBeLessThan(0.01);
  }, 120_000);
});
