import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, type Rng, RTP_CEILING, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * What the video slots share: 5 x 3 reels on strips, one int(strip length) per reel and spin drawn in order, free
 * spins awarded by scatters and played in the round on their own strips (retriggers up to a cap, a multiplier per
 * free spin), the bonus buy that starts the round in them, and exact RTPs by enumerating the strips. A slot is a
 * config plus its own evaluation of a grid (ways or paylines) and of a strip set's expected pay.
 */
export const REELS = 5;
export const ROWS = 3;

// ---- Exact rationals in bigint. ----
export type Fraction = { num: bigint; den: bigint };
const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
};
export const frac = (num: bigint, den: bigint): Fraction => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};
export const ZERO: Fraction = { num: 0n, den: 1n };
export const whole = (n: number | bigint): Fraction => ({ num: BigInt(n), den: 1n });
export const add = (a: Fraction, b: Fraction) => frac(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction) => frac(a.num * b.num, a.den * b.den);
export const toNumber = (f: Fraction) => Number((f.num * 10n ** 18n) / f.den) / 1e18;

/** The window a stop shows: the stop's symbol on the top row and the next two below it. */
export const windowOf = (strip: number[], stop: number) =>
  Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);

/** A spin's wins: each carries its pay in hundredths of the (base) bet, the spin's multiplier included. */
export type SlotWin = { pay: number };
export type SlotSpin = {
  stops: number[];
  grid: number[][];
  wins: SlotWin[];
  scatters: number;
  freeSpinsAwarded: number;
} & Record<string, unknown>;
export type SlotOutcome = { buy: boolean; spins: SlotSpin[]; total: number };

export interface SlotConfig {
  kind: string;
  baseStrips: number[][];
  freeStrips: number[][];
  scatter: number;
  /** Free spins awarded by a spin's scatter count, in the base game and (as a retrigger) in the free spins. */
  award(scatters: number, free: boolean): number;
  /** The free spins the bonus buy starts with. */
  buyAward: number;
  /** The most free spins one feature plays. */
  cap: number;
  /** The bonus buy's price in base bets. */
  buyCost: number;
  /** The multiplier of the free spin `index` (0 the first). */
  freeMultiplier(index: number): number;
  /** A grid's wins at a multiplier (and anything else its spin shows, e.g. reels a wild expanded). */
  evaluate(grid: number[][], free: boolean, multiplier: number): { wins: SlotWin[] } & Record<string, unknown>;
  /** A spin's expected pay in hundredths of the bet, multiplier 1, on the base or the free spins' strips. */
  spinValue(free: boolean): Fraction;
}

export const scatterCount = (grid: number[][], scatter: number) => grid.flat().filter((x) => x === scatter).length;

async function spin(rng: Rng, c: SlotConfig, free: boolean, multiplier: number) {
  const strips = free ? c.freeStrips : c.baseStrips;
  const stops: number[] = [];
  for (const strip of strips) stops.push(await rng.int(strip.length));
  const grid = stops.map((s, r) => windowOf(strips[r] as number[], s));
  const { wins, ...extra } = c.evaluate(grid, free, multiplier);
  return { stops, grid, wins, scatters: scatterCount(grid, c.scatter), ...extra };
}

/** Plays a round: the base spin (unless bought) and then every free spin it awards, in order. */
export async function playSlot(rng: Rng, c: SlotConfig, buy: boolean): Promise<SlotOutcome> {
  const spins: SlotSpin[] = [];
  let awarded = 0;
  if (buy) awarded = c.buyAward;
  else {
    const s = await spin(rng, c, false, 1);
    awarded = Math.min(c.cap, c.award(s.scatters, false));
    spins.push({ ...s, freeSpinsAwarded: awarded });
  }
  for (let played = 0; played < awarded; played++) {
    const s = await spin(rng, c, true, c.freeMultiplier(played));
    const freeSpinsAwarded = Math.min(c.award(s.scatters, true), c.cap - awarded);
    awarded += freeSpinsAwarded;
    spins.push({ ...s, freeSpinsAwarded });
  }
  const total = spins.reduce((sum, s) => sum + s.wins.reduce((a, w) => a + w.pay, 0), 0);
  return { buy, spins, total };
}

/** The base bet a stake plays: the stake itself, or its share of the bonus buy's price. */
export const baseBet = (stake: bigint, buy: boolean, buyCost: number) => (buy ? stake / BigInt(buyCost) : stake);
/** The win: `total` hundredths of the base bet, rounded up to the minor unit. */
export const slotPayout = (stake: bigint, buy: boolean, total: number, buyCost: number) =>
  ceilDiv(baseBet(stake, buy, buyCost) * BigInt(total), 100n);

// ---- Exact RTP. ----

/**
 * How many combinations of stops show each scatter count (0, 1, 2, ...), out of the product of the strips' lengths:
 * each reel's count over its stops, convolved reel by reel.
 */
export function scatterCounts(strips: number[][], scatter: number): bigint[] {
  let dist = [1n];
  for (const strip of strips) {
    const byCount = Array.from({ length: ROWS + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop++) {
      const n = windowOf(strip, stop).filter((x) => x === scatter).length;
      byCount[n] = (byCount[n] as bigint) + 1n;
    }
    const next = Array.from({ length: dist.length + ROWS }, () => 0n);
    dist.forEach((a, i) => {
      byCount.forEach((n, j) => {
        next[i + j] = (next[i + j] as bigint) + a * n;
      });
    });
    dist = next;
  }
  return dist;
}
const combinations = (strips: number[][]) => strips.reduce((a, s) => a * BigInt(s.length), 1n);

/** The chance of each scatter count (0, 1, 2, ...). */
export const scatterChances = (strips: number[][], scatter: number): Fraction[] =>
  scatterCounts(strips, scatter).map((n) => frac(n, combinations(strips)));

/** How many combinations of stops award each number of free spins (0 included), out of `combinations`. */
function awardCounts(c: SlotConfig, free: boolean): Map<number, bigint> {
  const counts = new Map<number, bigint>();
  scatterCounts(free ? c.freeStrips : c.baseStrips, c.scatter).forEach((n, scatters) => {
    const a = c.award(scatters, free);
    counts.set(a, (counts.get(a) ?? 0n) + n);
  });
  return counts;
}

/**
 * The expected sum of the multipliers of the free spins a feature plays when it starts with `start` spins, exactly,
 * with the cap: a chain over (spins awarded, spins played) in which each spin played adds its multiplier and may
 * award more. With a multiplier of 1 it is the expected number of free spins. A chain's chance after k spins is kept
 * as a whole number over D^k (D the free strips' combinations), so the sum is reduced once at the end.
 */
export function expectedMultipliers(c: SlotConfig, start: number, multiplier = c.freeMultiplier): Fraction {
  const retrigger = [...awardCounts(c, true)];
  const d = combinations(c.freeStrips);
  let chains = new Map<number, bigint>([[Math.min(c.cap, start), 1n]]);
  const terms: bigint[] = []; // terms[k]: the sum over chains playing spin k of chance x D^k times its multiplier
  for (let played = 0; chains.size; played++) {
    const next = new Map<number, bigint>();
    let term = 0n;
    for (const [awarded, chance] of chains) {
      if (awarded === played) continue;
      term += chance * BigInt(multiplier(played));
      for (const [more, n] of retrigger) {
        const to = Math.min(c.cap, awarded + more);
        next.set(to, (next.get(to) ?? 0n) + chance * n);
      }
    }
    terms.push(term);
    chains = next;
  }
  const num = terms.reduce((sum, term) => sum * d + term, 0n);
  return frac(num, d ** BigInt(Math.max(0, terms.length - 1)));
}

/** Both RTPs as exact fractions of the stake: the base game (features included) and the bonus buy. */
export function slotRtpFractions(c: SlotConfig): { base: Fraction; buy: Fraction } {
  const free = c.spinValue(true);
  const feature = (start: number) => mul(free, expectedMultipliers(c, start)); // hundredths of the base bet
  let base = c.spinValue(false);
  const all = combinations(c.baseStrips);
  for (const [start, n] of awardCounts(c, false)) if (start > 0) base = add(base, mul(frac(n, all), feature(start)));
  return {
    base: mul(base, frac(1n, 100n)),
    buy: mul(feature(c.buyAward), frac(1n, 100n * BigInt(c.buyCost))),
  };
}

/**
 * The smallest stake (see RTP_CEILING). A round's win is rounded up once, giving under one minor unit, so a stake b
 * returns under RTP + 1 / b: the bound checked (the distribution of whole features is not enumerable). The bonus
 * buy's stakes are whole multiples of its price.
 */
export function slotMinStake(exact: Fraction, step: bigint): bigint {
  const ceiling = Number(RTP_CEILING.num) / Number(RTP_CEILING.den);
  const bound = (b: bigint) => [{ num: exact.num * b + exact.den, den: exact.den * b }];
  const min = smallestStake(bound, (0.009 * 1.01) / (ceiling - toNumber(exact)));
  return ((min + step - 1n) / step) * step;
}

/** The published RTP: the exact one rounded down to 0.01 %. */
export const published = (x: number) => Math.floor(x * 10_000) / 10_000;

/** A slot's exact figures, computed once: RTPs (fractions and numbers) and minimum stakes per mode. */
export function slotFigures(c: SlotConfig) {
  let known: { fractions: { base: Fraction; buy: Fraction }; rtp: { base: number; buy: number } } | null = null;
  const figures = () => {
    if (!known) {
      const fractions = slotRtpFractions(c);
      known = { fractions, rtp: { base: toNumber(fractions.base), buy: toNumber(fractions.buy) } };
    }
    return known;
  };
  const minStakes = new Map<boolean, bigint>();
  const minStake = (buy: boolean) => {
    const exact = figures().fractions[buy ? 'buy' : 'base'];
    const min = minStakes.get(buy) ?? slotMinStake(exact, buy ? BigInt(c.buyCost) : 1n);
    minStakes.set(buy, min);
    return min;
  };
  return { fractions: () => figures().fractions, rtp: () => figures().rtp, minStake };
}

/** The instant original of a slot: a bet with or without the bonus buy, its round, its rules answer. */
export function slotGame(c: SlotConfig, rules: () => Record<string, unknown>) {
  const f = slotFigures(c);
  return instantGame({
    kind: c.kind,
    params: { buy: z.boolean().default(false) },
    fits: (bet, { buy }) => buy !== true || bet % BigInt(c.buyCost) === 0n,
    minStake: ({ buy }) => f.minStake(buy === true),
    async play(rng, bet, { buy }) {
      const outcome = await playSlot(rng, c, buy === true);
      return { outcome, payout: slotPayout(bet, buy === true, outcome.total, c.buyCost) };
    },
    rules: () => ({
      ...rules(),
      scatter: c.scatter,
      freeSpinsCap: c.cap,
      buyCost: c.buyCost,
      buySpins: c.buyAward,
      baseStrips: c.baseStrips,
      freeStrips: c.freeStrips,
      rtp: { base: published(f.rtp().base), buy: published(f.rtp().buy) },
      minStake: { base: formatMinor(f.minStake(false)), buy: formatMinor(f.minStake(true)) },
    }),
  });
}
