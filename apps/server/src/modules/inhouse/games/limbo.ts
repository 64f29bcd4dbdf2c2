import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * Limbo: the round draws a multiplier; the bet wins its target times the stake when the multiplier reaches it.
 * One 32-bit word w gives the multiplier floor(99 * 2^32 / (2^32 - w)) hundredths, so P(multiplier >= t) is
 * floor(99 * 2^32 / t) / 2^32 for a target of t hundredths: 0.99 / t short by less than 2^-32 (docs/provably-fair.md).
 */
const WORDS = 2 ** 32;
const SPACE = BigInt(WORDS);
/** Targets in hundredths: 1.01x to 10,000x. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 1_000_000;

/** The drawn multiplier in hundredths (1.00x at the least; 99 * 2^32 hundredths at w = 2^32 - 1). */
export const limboMultiplier = (w: number) => Number((99n * SPACE) / (SPACE - BigInt(w)));
/** The chance of reaching `target` hundredths, as the exact fraction wins / 2^32. */
export const limboWins = (target: number) => (99n * SPACE) / BigInt(target);
const payoutOf = (bet: bigint, target: number) => ceilDiv(bet * BigInt(target), 100n);

/** Stakes by target, computed on first use (targets are many; most players use a few). */
const minStakes = new Map<number, bigint>();
export function limboMinStake(target: number): bigint {
  const known = minStakes.get(target);
  if (known !== undefined) return known;
  const min = smallestStake((b) => [{ num: limboWins(target) * payoutOf(b, target), den: SPACE * b }], 99 / target);
  if (minStakes.size < 10_000) minStakes.set(target, min);
  return min;
}

/** The exact RTP at a target, for a stake with no rounding (a whole number of units times 100). */
export const limboRtp = (target: number) => (Number(limboWins(target)) * target) / 100 / WORDS;

export const limbo = instantGame({
  kind: 'limbo',
  params: { target: z.number().int().min(LIMBO_MIN_TARGET).max(LIMBO_MAX_TARGET) },
  minStake: ({ target }) => limboMinStake(target),
  async play(rng, bet, { target }) {
    const multiplier = limboMultiplier(await rng.int(WORDS));
    const win = multiplier >= target;
    return { outcome: { multiplier, target, win }, payout: win ? payoutOf(bet, target) : 0n };
  },
  rules: () => ({
    rtp: 0.99,
    minTarget: LIMBO_MIN_TARGET,
    maxTarget: LIMBO_MAX_TARGET,
    // The common targets' minimum stakes, shown by the page; any other is answered with a refusal naming it.
    minStake: Object.fromEntries(
      [101, 150, 200, 300, 500, 1000, 10_000].map((t) => [t, formatMinor(limboMinStake(t))]),
    ),
  }),
});
