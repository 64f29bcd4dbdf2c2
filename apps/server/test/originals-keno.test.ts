import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  KENO_ALL_DRAWS,
  KENO_PAYTABLE,
  KENO_RISKS,
  type KenoRisk,
  keno,
  kenoMinStake,
  kenoRtp,
  kenoRtpFraction,
  kenoTable,
  kenoWays,
} from '../src/modules/inhouse/games/keno.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { pageOutcome, simRng } from './originals-helper.ts';

/** An Rng that answers fixed draws (0-based), for hand-worked rounds. */
const fixed = (draw: number[]): Rng => ({
  int: async () => {
    throw new Error('keno draws with pick');
  },
  pick: async (count, n) => {
    expect([count, n]).toEqual([10, 40]);
    return draw;
  },
});

const COUNTS = Array.from({ length: 10 }, (_, i) => i + 1);
const TABLES = KENO_RISKS.flatMap((risk) => COUNTS.map((count) => ({ risk, count })));
/** Distinct picks from 1-40 for a count, spread so that different rounds pick different numbers. */
const picksOf = (count: number, offset: number) => Array.from({ length: count }, (_, i) => ((offset + i * 7) % 40) + 1);

describe('keno rules', () => {
  it('plays hand-worked rounds', async () => {
    // Drawn 1-10 in that order; picks 1, 2, 3 and 40 (classic): three hits of four pay 11.50x.
    const draw = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    let r = await keno.play(fixed(draw), 100n, { picks: [40, 3, 1, 2], risk: 'classic' });
    expect(r.outcome).toEqual({ drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 2, 3], multiplier: 1150 });
    expect(r.payout).toBe(1150n);
    // Hits listed in draw order; 2 of 3 (classic) pays 4.95x: 1.23 x 4.95 = 6.0885, rounded up to 6.09.
    r = await keno.play(fixed([39, 5, 20, 0, 1, 2, 3, 4, 6, 7]), 123n, { picks: [1, 40, 35], risk: 'classic' });
    expect(r.outcome).toEqual({ drawn: [40, 6, 21, 1, 2, 3, 4, 5, 7, 8], hits: [40, 1], multiplier: 495 });
    expect(r.payout).toBe(609n);
    // No hit with one pick: low risk gives half the stake back, high risk nothing.
    r = await keno.play(fixed(draw), 101n, { picks: [11], risk: 'low' });
    expect(r.outcome).toMatchObject({ hits: [], multiplier: 50 });
    expect(r.payout).toBe(51n); // 50.5 rounded up
    r = await keno.play(fixed(draw), 100n, { picks: [11], risk: 'high' });
    expect(r.payout).toBe(0n);
    // Ten of ten, high risk: 1,000x.
    r = await keno.play(fixed(draw), 100n, { picks: COUNTS, risk: 'high' });
    expect(r.outcome).toMatchObject({ hits: COUNTS, multiplier: 100_000 });
    expect(r.payout).toBe(100_000n);
  });

  it('takes 1-10 distinct numbers from 1-40 and a known risk', () => {
    const params = z.object(keno.params);
    expect(params.safeParse({ picks: [1, 40], risk: 'low' }).success).toBe(true);
    expect(params.safeParse({ picks: COUNTS, risk: 'high' }).success).toBe(true);
    for (const bad of [
      { picks: [], risk: 'low' },
      { picks: [1, 1], risk: 'low' },
      { picks: [0], risk: 'low' },
      { picks: [41], risk: 'low' },
      { picks: [1.5], risk: 'low' },
      { picks: [...COUNTS, 11], risk: 'low' },
      { picks: [1], risk: 'extreme' },
    ])
      expect(params.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('has a table per pick count and risk, with a multiplier for every hit count', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_PAYTABLE[risk]).toHaveLength(10);
      for (const count of COUNTS) {
        const table = kenoTable(count, risk);
        expect(table).toHaveLength(count + 1);
        // More hits never pay less.
        for (let h = 1; h <= count; h++) expect(table[h]).toBeGreaterThanOrEqual(table[h - 1] as number);
        expect(Math.max(...table)).toBeLessThanOrEqual(100_000);
      }
    }
  });

  it('returns between 99.00 % and 99.30 % on every one of the 40 tables (exact, hypergeometric)', () => {
    // The ways of every hit count add up to all C(40, 10) draws.
    for (const count of COUNTS) {
      const total = Array.from({ length: count + 1 }, (_, h) => kenoWays(count, h)).reduce((a, b) => a + b, 0n);
      expect(total).toBe(KENO_ALL_DRAWS);
    }
    expect(KENO_ALL_DRAWS).toBe(847_660_528n);
    for (const { risk, count } of TABLES) {
      const { num, den } = kenoRtpFraction(count, risk);
      expect(num * 10_000n >= 9_900n * den, `${risk} ${count}`).toBe(true);
      expect(num * 10_000n <= 9_930n * den, `${risk} ${count}`).toBe(true);
      expect(kenoRtp(count, risk)).toBe(Number(num) / Number(den));
    }
    // Published by the rules for the page.
    const rules = keno.rules() as { rtp: Record<string, Record<string, number>> };
    expect(rules.rtp.classic?.['1']).toBe(0.9925);
    expect(rules.rtp.low?.['1']).toBe(0.99);
  });
});

/** The exact mean and variance of a round's multiplier (x), for a risk with the pick counts played equally. */
function moments(risk: KenoRisk) {
  let mean = 0;
  let square = 0;
  for (const count of COUNTS)
    kenoTable(count, risk).forEach((m, h) => {
      const p = Number(kenoWays(count, h)) / Number(KENO_ALL_DRAWS) / COUNTS.length;
      mean += (p * m) / 100;
      square += p * (m / 100) ** 2;
    });
  return { mean, sd: Math.sqrt(square - mean ** 2) };
}

describe('keno simulated', () => {
  const ROUNDS = 200_000;
  for (const [i, risk] of KENO_RISKS.entries()) {
    it(`${risk}: ${ROUNDS.toLocaleString('en')} rounds land within 4.5 standard errors of the exact RTP`, async () => {
      const rng = simRng(101 + i);
      const { mean, sd } = moments(risk);
      let paid = 0n;
      const seen = new Array<number>(41).fill(0);
      const hits5 = new Array<number>(6).fill(0);
      for (let n = 0; n < ROUNDS; n++) {
        const count = (n % 10) + 1;
        const picks = picksOf(count, n);
        const r = await keno.play(rng, 100n, { picks, risk });
        paid += r.payout;
        const { drawn, hits } = r.outcome as { drawn: number[]; hits: number[] };
        for (const d of drawn) seen[d] = (seen[d] ?? 0) + 1;
        if (count === 5) hits5[hits.length] = (hits5[hits.length] ?? 0) + 1;
      }
      const rtp = Number(paid) / (ROUNDS * 100);
      // 4.5 standard errors: a false alarm about once in 150,000 runs.
      expect(Math.abs(rtp - mean), `rtp ${rtp} vs ${mean} (se ${sd / Math.sqrt(ROUNDS)})`).toBeLessThan(
        (4.5 * sd) / Math.sqrt(ROUNDS),
      );

      // Every number is drawn equally often: chi-square, 39 degrees of freedom, 99 % (62.43).
      const each = (ROUNDS * 10) / 40;
      const chiNumbers = seen.slice(1).reduce((s, c) => s + (c - each) ** 2 / each, 0);
      expect(chiNumbers).toBeLessThan(62.43);

      // Hits of 5 picks follow the hypergeometric law: 4 and 5 hits merged (expected >= 5), 4 degrees, 99 % (13.28).
      const rounds5 = ROUNDS / 10;
      const expected = [0, 1, 2, 3, 4, 5].map((h) => (rounds5 * Number(kenoWays(5, h))) / Number(KENO_ALL_DRAWS));
      const observed = [...hits5.slice(0, 4), (hits5[4] ?? 0) + (hits5[5] ?? 0)];
      const merged = [...expected.slice(0, 4), (expected[4] ?? 0) + (expected[5] ?? 0)];
      const chiHits = observed.reduce((s, o, h) => s + (o - (merged[h] ?? 0)) ** 2 / (merged[h] ?? 1), 0);
      expect(chiHits).toBeLessThan(13.28);
    }, 30_000);
  }
});

/**
 * Payout rounding: from each table's minimum stake on, every stake up to 30.00 more and a few large ones returns at
 * least the table's exact RTP and at most 99.9 %, with exact fractions. One unit below the minimum breaks the ceiling.
 */
describe('keno payouts at every stake', () => {
  const STAKES = [...Array.from({ length: 3000 }, (_, i) => BigInt(i)), 123_457n, 1_000_000n, 987_654_321n];
  const returns = (count: number, risk: KenoRisk, stake: bigint) => ({
    num: kenoTable(count, risk).reduce((s, m, h) => s + kenoWays(count, h) * ((stake * BigInt(m) + 99n) / 100n), 0n),
    den: KENO_ALL_DRAWS * stake,
  });

  it('returns between the exact RTP and 99.9 % from the minimum stake on, on every table', async () => {
    for (const { risk, count } of TABLES) {
      const min = kenoMinStake(count, risk);
      // The page's default bet of 1.00 plays every table.
      expect(min, `${risk} ${count}`).toBeLessThanOrEqual(100n);
      const rtp = kenoRtpFraction(count, risk);
      for (const offset of STAKES) {
        const stake = min + offset;
        const { num, den } = returns(count, risk, stake);
        expect(num * rtp.den >= rtp.num * den, `${risk} ${count} at ${stake}`).toBe(true);
        expect(num * 1000n <= 999n * den, `${risk} ${count} at ${stake}`).toBe(true);
        // The game pays that: one round per hit count.
        if (offset === 7n) {
          const table = kenoTable(count, risk);
          const r = await keno.play(fixed([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), stake, { picks: picksOf(count, 0), risk });
          const hits = (r.outcome as { hits: number[] }).hits.length;
          expect(r.payout).toBe((stake * BigInt(table[hits] as number) + 99n) / 100n);
        }
      }
      if (min > 1n) {
        const below = returns(count, risk, min - 1n);
        expect(below.num * 1000n > 999n * below.den, `${risk} ${count} below its minimum`).toBe(true);
      }
    }
  });

  it('states each minimum stake and table in its rules', () => {
    const rules = keno.rules() as {
      minStake: Record<string, Record<string, string>>;
      paytable: Record<string, Record<string, number[]>>;
    };
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
    for (const { risk, count } of TABLES) {
      const min = kenoMinStake(count, risk);
      expect(rules.minStake[risk]?.[count]).toBe(`${min / 100n}.${String(min % 100n).padStart(2, '0')}`);
      expect(rules.paytable[risk]?.[count]).toEqual(kenoTable(count, risk));
    }
  });
});

describe('keno on the verification page', () => {
  it('derives the same outcome as the server for 200 nonces', async () => {
    const derive = await pageOutcome('keno');
    for (let nonce = 0; nonce < 200; nonce++) {
      const params = { picks: picksOf((nonce % 10) + 1, nonce * 3), risk: KENO_RISKS[nonce % 4] as KenoRisk };
      const server = await keno.play(new RoundRandom('some-seed', 'client', nonce), 100n, params);
      expect(await derive(new RoundRandom('some-seed', 'client', nonce), params), `nonce ${nonce}`).toEqual(
        server.outcome,
      );
    }
  });

  it('gives the documented test vector', async () => {
    const params = { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'classic' as const };
    const r = await keno.play(new RoundRandom('lumen-server-seed-1', 'player-seed', 1), 100n, params);
    expect(r.outcome).toEqual({ drawn: [9, 18, 19, 35, 37, 3, 30, 2, 16, 6], hits: [9, 3, 2, 6], multiplier: 314 });
    expect(r.payout).toBe(314n);
  });
});
