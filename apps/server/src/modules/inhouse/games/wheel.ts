import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * Wheel: a wheel of 10 to 50 equal segments, each with a multiplier (hundredths) fixed by the segment count and
 * risk; one rng.int(segments) picks the segment under the pointer, and the bet pays the stake x its multiplier / 100,
 * rounded up to the minor unit. Segment 0 is the first clockwise from the pointer's rest position.
 */
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** Low risk: this block of ten, repeated; eight segments in ten pay (1.20x or 1.50x). */
const LOW_BLOCK = [150, 120, 120, 0, 120, 120, 120, 0, 120, 120];
/** Medium risk: every other segment pays, 1.50x to 4.50x. */
const MEDIUM: Record<WheelSegments, number[]> = {
  10: [290, 0, 200, 0, 150, 0, 200, 0, 150, 0],
  20: [300, 0, 150, 0, 200, 0, 180, 0, 150, 0, 300, 0, 200, 0, 150, 0, 150, 0, 200, 0],
  30: [
    370, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150,
    0,
  ],
  40: [
    410, 0, 300, 0, 200, 0, 150, 0, 150, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 200, 0, 150,
    0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0,
  ],
  50: [
    450, 0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 200,
    0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0,
  ],
};

/** The multipliers (hundredths) of each segment, from segment 0 clockwise. */
export function wheelLayout(segments: WheelSegments, risk: WheelRisk): number[] {
  if (!WHEEL_SEGMENTS.includes(segments)) throw new RangeError('segments');
  if (risk === 'low') return Array.from({ length: segments }, (_, i) => LOW_BLOCK[i % 10] as number);
  if (risk === 'medium') return [...MEDIUM[segments]];
  // High risk: one segment pays segments x 0.99, the others nothing.
  return Array.from({ length: segments }, (_, i) => (i === 0 ? 99 * segments : 0));
}

/** A layout's exact RTP as num / den: each segment is drawn with chance 1 / segments. */
export function wheelRtpFraction(segments: WheelSegments, risk: WheelRisk): { num: bigint; den: bigint } {
  const num = wheelLayout(segments, risk).reduce((s, m) => s + BigInt(m), 0n);
  return { num, den: 100n * BigInt(segments) };
}
export const wheelRtp = (segments: WheelSegments, risk: WheelRisk) => {
  const { num, den } = wheelRtpFraction(segments, risk);
  return Number(num) / Number(den);
};

const payoutOf = (bet: bigint, mult: number) => ceilDiv(bet * BigInt(mult), 100n);

/**
 * The smallest stake for a layout (see RTP_CEILING in games.ts): rounding up gives under one minor unit per win, so
 * from Pwin / (0.999 - rtp) on no stake passes the ceiling; smallestStake's gift is scaled to that bound.
 */
const minStakes = new Map<string, bigint>();
export function wheelMinStake(segments: WheelSegments, risk: WheelRisk): bigint {
  const key = `${risk}:${segments}`;
  const known = minStakes.get(key);
  if (known !== undefined) return known;
  const layout = wheelLayout(segments, risk);
  const win = layout.filter((m) => m > 0).length / segments;
  const min = smallestStake(
    (b) => [{ num: layout.reduce((s, m) => s + payoutOf(b, m), 0n), den: BigInt(segments) * b }],
    (win * 0.009) / (0.999 - wheelRtp(segments, risk)),
  );
  minStakes.set(key, min);
  return min;
}

export const wheel = instantGame({
  kind: 'wheel',
  params: {
    segments: z.literal(WHEEL_SEGMENTS),
    risk: z.enum(WHEEL_RISKS),
  },
  minStake: ({ segments, risk }) => wheelMinStake(segments, risk),
  async play(rng, bet, { segments, risk }) {
    const segment = await rng.int(segments);
    const multiplier = wheelLayout(segments, risk)[segment] ?? 0;
    return { outcome: { segment, multiplier }, payout: multiplier > 0 ? payoutOf(bet, multiplier) : 0n };
  },
  rules: () => {
    const byLayout = <T>(of: (segments: WheelSegments, risk: WheelRisk) => T) =>
      Object.fromEntries(
        WHEEL_RISKS.map((risk) => [risk, Object.fromEntries(WHEEL_SEGMENTS.map((n) => [n, of(n, risk)]))]),
      );
    return {
      segments: WHEEL_SEGMENTS,
      risks: WHEEL_RISKS,
      // Multipliers in hundredths by risk, segment count and segment (from segment 0 clockwise).
      layouts: byLayout(wheelLayout),
      rtp: byLayout(wheelRtp),
      minStake: byLayout((n, risk) => formatMinor(wheelMinStake(n, risk))),
    };
  },
});
