import { RoundRandom } from '@portal/contracts/fair';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  type WheelRisk,
  type WheelSegments,
  wheel,
  wheelLayout,
  wheelMinStake,
  wheelRtp,
  wheelRtpFraction,
} from '../src/modules/inhouse/games/wheel.ts';
import type { Rng } from '../src/modules/inhouse/games.ts';
import { pageOutcome, simRng } from './originals-helper.ts';

/** An Rng that answers a fixed segment, for hand-worked rounds. */
const fixed = (segment: number, segments: number): Rng => ({
  int: async (n) => {
    expect(n).toBe(segments);
    return segment;
  },
  pick: async () => {
    throw new Error('the wheel draws with int');
  },
});

const LAYOUTS = WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENTS.map((segments) => ({ risk, segments })));

describe('wheel rules', () => {
  it('plays hand-worked rounds', async () => {
    // Low, 10 segments: segment 0 pays 1.50x, segment 3 nothing, segment 1 1.20x (1.23 x 1.2 = 1.476 -> 1.48).
    let r = await wheel.play(fixed(0, 10), 100n, { segments: 10, risk: 'low' });
    expect(r).toEqual({ outcome: { segment: 0, multiplier: 150 }, payout: 150n });
    r = await wheel.play(fixed(3, 10), 100n, { segments: 10, risk: 'low' });
    expect(r).toEqual({ outcome: { segment: 3, multiplier: 0 }, payout: 0n });
    r = await wheel.play(fixed(11, 20), 123n, { segments: 20, risk: 'low' });
    expect(r).toEqual({ outcome: { segment: 11, multiplier: 120 }, payout: 148n });
    // High, 50 segments: segment 0 pays 49.50x, any other nothing.
    r = await wheel.play(fixed(0, 50), 100n, { segments: 50, risk: 'high' });
    expect(r).toEqual({ outcome: { segment: 0, multiplier: 4950 }, payout: 4950n });
    r = await wheel.play(fixed(49, 50), 100n, { segments: 50, risk: 'high' });
    expect(r.payout).toBe(0n);
    // Medium, 30 segments: segment 0 is the 3.70x, odd segments pay nothing.
    r = await wheel.play(fixed(0, 30), 101n, { segments: 30, risk: 'medium' });
    expect(r).toEqual({ outcome: { segment: 0, multiplier: 370 }, payout: 374n }); // 373.7 rounded up
    r = await wheel.play(fixed(7, 30), 100n, { segments: 30, risk: 'medium' });
    expect(r.payout).toBe(0n);
  });

  it('takes 10, 20, 30, 40 or 50 segments and a known risk', () => {
    const params = z.object(wheel.params);
    for (const { risk, segments } of LAYOUTS) expect(params.safeParse({ segments, risk }).success).toBe(true);
    for (const bad of [
      { segments: 0, risk: 'low' },
      { segments: 25, risk: 'low' },
      { segments: '10', risk: 'low' },
      { segments: 10, risk: 'classic' },
      { segments: 10 },
    ])
      expect(params.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('has one multiplier per segment; high risk is one segment of segments x 0.99', () => {
    for (const { risk, segments } of LAYOUTS) {
      const layout = wheelLayout(segments, risk);
      expect(layout).toHaveLength(segments);
      for (const m of layout) expect(Number.isInteger(m) && m >= 0).toBe(true);
      if (risk === 'high') expect(layout.filter((m) => m > 0)).toEqual([99 * segments]);
      if (risk === 'medium') expect(layout.filter((m) => m > 0)).toHaveLength(segments / 2);
      if (risk === 'low') expect(layout.filter((m) => m > 0)).toHaveLength((segments * 8) / 10);
    }
  });

  it('returns between 99.00 % and 99.30 % on every one of the 15 layouts (exact)', () => {
    for (const { risk, segments } of LAYOUTS) {
      const { num, den } = wheelRtpFraction(segments, risk);
      expect(num * 10_000n >= 9_900n * den, `${risk} ${segments}`).toBe(true);
      expect(num * 10_000n <= 9_930n * den, `${risk} ${segments}`).toBe(true);
      expect(wheelRtp(segments, risk)).toBe(Number(num) / Number(den));
    }
    const rules = wheel.rules() as { rtp: Record<string, Record<string, number>> };
    for (const { risk, segments } of LAYOUTS) expect(rules.rtp[risk]?.[segments]).toBe(0.99);
  });
});

describe('wheel simulated', () => {
  const ROUNDS = 200_000;
  for (const [i, risk] of WHEEL_RISKS.entries()) {
    it(`${risk}: ${ROUNDS.toLocaleString('en')} rounds land within 4.5 standard errors of the exact RTP`, async () => {
      const rng = simRng(211 + i);
      // The segment counts played equally: the exact mean and variance of a round's multiplier (x).
      let mean = 0;
      let square = 0;
      for (const n of WHEEL_SEGMENTS)
        for (const m of wheelLayout(n, risk)) {
          mean += m / 100 / n / WHEEL_SEGMENTS.length;
          square += (m / 100) ** 2 / n / WHEEL_SEGMENTS.length;
        }
      const sd = Math.sqrt(square - mean ** 2);
      let paid = 0n;
      const seen = new Array<number>(50).fill(0); // segments of the 50-segment wheel
      for (let n = 0; n < ROUNDS; n++) {
        const segments = WHEEL_SEGMENTS[n % WHEEL_SEGMENTS.length] as WheelSegments;
        const r = await wheel.play(rng, 100n, { segments, risk });
        paid += r.payout;
        if (segments === 50) {
          const { segment } = r.outcome as { segment: number };
          seen[segment] = (seen[segment] ?? 0) + 1;
        }
      }
      const rtp = Number(paid) / (ROUNDS * 100);
      // 4.5 standard errors: a false alarm about once in 150,000 runs.
      expect(Math.abs(rtp - mean), `rtp ${rtp} vs ${mean}`).toBeLessThan((4.5 * sd) / Math.sqrt(ROUNDS));
      // Every segment of the 50 lands equally often: chi-square, 49 degrees of freedom, 99 % (74.92).
      const each = ROUNDS / WHEEL_SEGMENTS.length / 50;
      expect(seen.reduce((s, c) => s + (c - each) ** 2 / each, 0)).toBeLessThan(74.92);
    }, 30_000);
  }
});

/**
 * Payout rounding: from each layout's minimum stake on, every stake up to 30.00 more and a few large ones returns at
 * least 99 % and at most 99.9 %, with exact fractions. One unit below the minimum breaks the ceiling.
 */
describe('wheel payouts at every stake', () => {
  const STAKES = [...Array.from({ length: 3000 }, (_, i) => BigInt(i)), 123_457n, 1_000_000n, 987_654_321n];
  const returns = (segments: WheelSegments, risk: WheelRisk, stake: bigint) => ({
    num: wheelLayout(segments, risk).reduce((s, m) => s + (stake * BigInt(m) + 99n) / 100n, 0n),
    den: BigInt(segments) * stake,
  });

  it('returns between the exact RTP and 99.9 % from the minimum stake on, on every layout', async () => {
    for (const { risk, segments } of LAYOUTS) {
      const min = wheelMinStake(segments, risk);
      // The page's default bet of 1.00 plays every layout.
      expect(min, `${risk} ${segments}`).toBeLessThanOrEqual(100n);
      const rtp = wheelRtpFraction(segments, risk);
      for (const offset of STAKES) {
        const stake = min + offset;
        const { num, den } = returns(segments, risk, stake);
        expect(num * rtp.den >= rtp.num * den, `${risk} ${segments} at ${stake}`).toBe(true);
        expect(num * 1000n <= 999n * den, `${risk} ${segments} at ${stake}`).toBe(true);
      }
      // The game pays that, segment by segment.
      const stake = min + 7n;
      for (let segment = 0; segment < segments; segment++) {
        const r = await wheel.play(fixed(segment, segments), stake, { segments, risk });
        expect(r.payout).toBe((stake * BigInt(wheelLayout(segments, risk)[segment] as number) + 99n) / 100n);
      }
      if (min > 1n) {
        const below = returns(segments, risk, min - 1n);
        expect(below.num * 1000n > 999n * below.den, `${risk} ${segments} below its minimum`).toBe(true);
      }
    }
  });

  it('states each minimum stake and layout in its rules', () => {
    const rules = wheel.rules() as {
      minStake: Record<string, Record<string, string>>;
      layouts: Record<string, Record<string, number[]>>;
    };
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
    for (const { risk, segments } of LAYOUTS) {
      const min = wheelMinStake(segments, risk);
      expect(rules.minStake[risk]?.[segments]).toBe(`${min / 100n}.${String(min % 100n).padStart(2, '0')}`);
      expect(rules.layouts[risk]?.[segments]).toEqual(wheelLayout(segments, risk));
    }
  });
});

describe('wheel on the verification page', () => {
  it('derives the same outcome as the server for 200 nonces', async () => {
    const derive = await pageOutcome('wheel');
    for (let nonce = 0; nonce < 200; nonce++) {
      const params = {
        segments: WHEEL_SEGMENTS[nonce % 5] as WheelSegments,
        risk: WHEEL_RISKS[Math.floor(nonce / 5) % 3] as WheelRisk,
      };
      const server = await wheel.play(new RoundRandom('some-seed', 'client', nonce), 100n, params);
      expect(await derive(new RoundRandom('some-seed', 'client', nonce), params), `nonce ${nonce}`).toEqual(
        server.outcome,
      );
    }
    // Every layout, segment by segment.
    for (const { risk, segments } of LAYOUTS)
      for (let segment = 0; segment < segments; segment++)
        expect(await derive(fixed(segment, segments), { segments, risk })).toEqual({
          segment,
          multiplier: wheelLayout(segments, risk)[segment],
        });
  });

  it('gives the documented test vector', async () => {
    const r = await wheel.play(new RoundRandom('lumen-server-seed-1', 'player-seed', 1), 100n, {
      segments: 10,
      risk: 'medium',
    });
    expect(r).toEqual({ outcome: { segment: 8, multiplier: 150 }, payout: 150n });
  });
});
