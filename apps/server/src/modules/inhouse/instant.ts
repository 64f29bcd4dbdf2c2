import type { z } from 'zod';
import type { Rng } from './games.ts';

/**
 * An instant original: one request places the bet, draws the outcome from the round's provably fair randomness and
 * owes its win (limbo, plinko, keno, wheel, roulette, baccarat). The routes give every one the same round life as
 * the slot and dice (recorded before its bet, decided in the nonce's commit, its win resent until the wallet
 * answers), so a game is only its rules: this object, its page (page/<kind>.html and .js) and its outcome in
 * page/outcomes.js, which the verification page runs and a test holds equal to `play`.
 */
export interface InstantGame<P extends z.ZodRawShape = z.ZodRawShape> {
  kind: string;
  /** The choices a bet carries besides its stake (validated by the route with these schemas). */
  params: P;
  /** Whether a stake and its choices go together (a roulette bet is the sum of its chips); BET_INVALID when not. */
  fits?(bet: bigint, p: z.infer<z.ZodObject<P>>): boolean;
  /** The smallest stake (minor units) for a choice: below it the rounding up of wins would pay over RTP_CEILING. */
  minStake(p: z.infer<z.ZodObject<P>>): bigint;
  /**
   * Plays a round: `outcome` is what the page draws and the proof records (plain JSON, no bigint), `payout` the win
   * in minor units (0 on a loss), rounded up from the exact fraction of the stake.
   */
  play(
    rng: Rng,
    bet: bigint,
    p: z.infer<z.ZodObject<P>>,
  ): Promise<{ outcome: Record<string, unknown>; payout: bigint }>;
  /** What the page draws and its rules page states: tables, RTP per mode (a fraction: 0.99). */
  rules(): Record<string, unknown>;
}

/** Keeps a game's parameter types while listing it with the others. */
export const instantGame = <P extends z.ZodRawShape>(g: InstantGame<P>): InstantGame<P> => g;
