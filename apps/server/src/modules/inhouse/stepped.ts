import type { z } from 'zod';
import type { Rng } from './games.ts';

/** An exact multiplier: num / den times the stake. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/**
 * A stepped original: the bet is taken at start, the round's outcome is dealt then from its provably fair randomness
 * and kept on the server, and the player takes steps (a floor, a guess) until a step loses, the round runs out of steps
 * or the player cashes out (towers, hi-lo). The routes (stepped-routes.ts) give every one Mines' round life
 * (stepped-rounds.ts), so a game is only its rules: this object, its page and its outcome in page/outcome-<kind>.js,
 * which the verification page runs and a test holds equal to `deal`.
 */
export interface StepGame<P extends z.ZodRawShape = z.ZodRawShape, D = unknown, M = unknown> {
  kind: string;
  /** The choices a start carries besides its stake. */
  params: P;
  /** One step's schema (a tile, a guess). */
  move: z.ZodType<M>;
  /** The smallest stake for a choice, over every cash-out point (see games.ts smallestStake). */
  minStake(p: z.infer<z.ZodObject<P>>): bigint;
  /** The round's secret outcome, dealt at open (plain JSON). */
  deal(rng: Rng, p: z.infer<z.ZodObject<P>>): Promise<D>;
  /**
   * Whether `move` may be taken after `moves` (a tile that exists, a guess that can lose); the route refuses others
   * with MOVE_INVALID, taking nothing.
   */
  allowed(deal: D, moves: M[], move: M, p: z.infer<z.ZodObject<P>>): boolean;
  /** Takes `move` after `moves`: lost, or over (no step left: cashed out as it stands). */
  step(deal: D, moves: M[], move: M, p: z.infer<z.ZodObject<P>>): { over: boolean; lost: boolean };
  /** The multiplier after the steps so far (1 before any win). */
  multiplier(deal: D, moves: M[], p: z.infer<z.ZodObject<P>>): Fraction;
  /** Whether the player may cash out now (the time-out cashes out as it stands regardless). */
  cashable(deal: D, moves: M[], p: z.infer<z.ZodObject<P>>): boolean;
  /** What the player may see of the deal while the round is open (nothing still to be played). */
  shown(deal: D, moves: M[], p: z.infer<z.ZodObject<P>>): Record<string, unknown>;
  /** What the page draws and its rules page states (minimum stakes formatted, RTP as a fraction: 0.99). */
  rules(): Record<string, unknown>;
  /** Whether the round is over after `moves` (at open with none: a blackjack settled by the deal). */
  ended?(deal: D, moves: M[], p: z.infer<z.ZodObject<P>>): boolean;
  /**
   * The extra stake `move` carries on `bet` (a double, a split, insurance): its own wallet bet, placed before the
   * move is taken (stepped-stakes.ts); 0 for none.
   */
  stake?(bet: bigint, deal: D, moves: M[], move: M, p: z.infer<z.ZodObject<P>>): bigint;
  /** What the round pays on `bet` once over (a game whose win is no multiple of the bet alone); as it stands else. */
  payout?(bet: bigint, deal: D, moves: M[], p: z.infer<z.ZodObject<P>>): bigint;
  /** The moves that complete a round left past its time-out (its default action), instead of a cash-out. */
  finish?(deal: D, moves: M[], p: z.infer<z.ZodObject<P>>): M[];
  /** Whether the proof's choices carry the moves (the verification page replays them). */
  movesInProof?: boolean;
}

/** Keeps a game's types while listing it with the others. */
export const stepGame = <P extends z.ZodRawShape, D, M>(g: StepGame<P, D, M>): StepGame<P, D, M> => g;

/** Rounds a fraction of the stake up to the minor unit (payouts round in the player's favour). */
export const payoutOf = (bet: bigint, m: Fraction) => (bet * m.num + m.den - 1n) / m.den;
/** A multiplier as shown (4 decimals, rounded down: the payout is the exact fraction rounded up). */
export const shownMultiplier = (m: Fraction) => Number((m.num * 10_000n) / m.den) / 10_000;
