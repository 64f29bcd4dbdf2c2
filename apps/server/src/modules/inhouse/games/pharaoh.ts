import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { ceilDiv, type Rng, RTP_CEILING, smallestStake } from '../games.ts';
import { instantGame } from '../instant.ts';

/**
 * Lumen Pharaoh's Fortune: a 5 x 3 video slot paying 243 ways. A symbol pays for every combination of positions
 * showing it (or the wild) on adjacent reels from the leftmost, 3, 4 or 5 reels long: its pay per way times the
 * product of its counts on those reels. The wild lands on reels 2-4 only and stands in for every paying symbol;
 * three or more scatters anywhere award 10 free spins, played on their own reel strips with every win doubled, where
 * three or more scatters again award 10 more (the feature awards 100 spins at most). The whole feature is played in
 * the round: its base spin, then every free spin, each drawing one int(strip length) per reel in order. The bonus buy
 * costs 100 base bets and starts the round in the free spins. Both RTPs are exact (pharaohRtp), about 96 %.
 */
export const PHARAOH_REELS = 5;
export const PHARAOH_ROWS = 3;
/** 0-3 high (pharaoh, scarab, ankh, eye of Horus), 4-8 low (A, K, Q, J, 10), then the wild and the scatter. */
export const PHARAOH_SYMBOLS = ['pharaoh', 'scarab', 'ankh', 'eye', 'A', 'K', 'Q', 'J', '10', 'wild', 'scatter'];
export const WILD = 9;
export const SCATTER = 10;
const PAYING = 9;
/** Pay per way in hundredths of the (base) bet, for 3, 4 and 5 reels. */
export const PHARAOH_PAYTABLE: ReadonlyArray<readonly [number, number, number]> = [
  [200, 800, 4000],
  [160, 480, 2000],
  [120, 320, 1200],
  [100, 240, 800],
  [40, 120, 400],
  [40, 100, 320],
  [20, 80, 240],
  [20, 60, 200],
  [20, 40, 160],
];
export const FREE_SPINS = 10;
export const FREE_SPINS_CAP = 100;
/** Free spins' wins are doubled. */
export const FREE_MULTIPLIER = 2;
/** The bonus buy's price in base bets. */
export const BUY_COST = 100;

/** The base game's strips, one per reel (weights by repetition; the wild on reels 2-4 only, one scatter each). */
// biome-ignore format: one strip a line
export const BASE_STRIPS: number[][] = [
  [4,6,5,8,7,2,3,0,1,8,6,7,4,5,8,6,7,2,3,8,4,5,10,6,8,7,0,4,1,5,8,6,7,2,3,8,4,5,6,7,8],
  [4,6,5,7,8,2,3,0,1,6,7,4,8,5,6,7,8,2,3,4,5,9,10,6,7,8,0,4,1,5,6,7,8,2,3,4,5,6,7,8],
  [4,6,5,7,8,2,3,0,1,6,7,4,8,5,6,7,8,2,3,4,5,9,10,6,7,8,0,4,1,5,6,7,8,2,3,4,5,6,7,8],
  [4,6,5,7,8,2,3,0,1,6,7,4,8,5,6,7,8,2,3,4,5,9,10,6,7,8,0,4,1,5,6,7,8,2,3,4,5,6,7,8],
  [4,6,5,8,7,2,3,0,1,8,6,7,4,5,8,6,7,2,3,8,4,5,10,6,8,7,0,4,1,5,8,6,7,2,3,8,4,5,6,7,8],
];
/** The free spins' strips: richer in high symbols and wilds, which is what makes the feature worth its price. */
// biome-ignore format: one strip a line
export const FREE_STRIPS: number[][] = [
  [0,1,2,3,4,5,6,7,8,0,1,2,3,4,5,6,7,8,10,0,1,2,3,4,5,6,7,8],
  [0,1,2,3,4,5,9,6,7,8,9,0,1,2,3,4,5,6,7,8,10,9,0,1,2,3,4,5,6,7,8,9],
  [0,1,2,3,4,5,9,6,7,8,9,0,1,2,3,4,5,6,7,8,10,9,0,1,2,3,4,5,6,7,8,9],
  [0,1,2,3,4,5,9,6,7,8,9,0,1,2,3,4,5,6,7,8,10,9,0,1,2,3,4,5,6,7,8,9],
  [0,1,2,3,8,4,5,6,7,8,0,1,2,3,4,5,6,7,8,10,8,0,1,2,3,4,5,6,7,8],
];

export type PharaohWin = { symbol: number; reels: number; ways: number; pay: number };
export type PharaohSpin = {
  stops: number[];
  grid: number[][];
  wins: PharaohWin[];
  scatters: number;
  freeSpinsAwarded: number;
};
export type PharaohOutcome = { buy: boolean; spins: PharaohSpin[]; total: number };

/** The window a stop shows: the stop's symbol on the top row and the next two below it. */
export const windowOf = (strip: number[], stop: number) =>
  Array.from({ length: PHARAOH_ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);

/** A grid's ways wins (pays in hundredths of the bet, times `multiplier`) and its scatters. */
export function evaluate(grid: number[][], multiplier = 1): { wins: PharaohWin[]; scatters: number } {
  const wins: PharaohWin[] = [];
  for (let symbol = 0; symbol < PAYING; symbol++) {
    let ways = 1;
    let reels = 0;
    for (const column of grid) {
      const n = column.filter((x) => x === symbol || x === WILD).length;
      if (n === 0) break;
      ways *= n;
      reels++;
    }
    const per = reels >= 3 ? (PHARAOH_PAYTABLE[symbol]?.[reels - 3] ?? 0) : 0;
    if (per > 0) wins.push({ symbol, reels, ways, pay: per * ways * multiplier });
  }
  const scatters = grid.flat().filter((x) => x === SCATTER).length;
  return { wins, scatters };
}

async function spin(rng: Rng, strips: number[][], multiplier: number) {
  const stops: number[] = [];
  for (const strip of strips) stops.push(await rng.int(strip.length));
  const grid = stops.map((s, r) => windowOf(strips[r] as number[], s));
  return { stops, grid, ...evaluate(grid, multiplier) };
}

/** Plays a round: the base spin (unless bought) and then every free spin it awards, in order. */
export async function pharaohRound(rng: Rng, buy: boolean): Promise<PharaohOutcome> {
  const spins: PharaohSpin[] = [];
  let awarded = 0;
  if (buy) awarded = FREE_SPINS;
  else {
    const s = await spin(rng, BASE_STRIPS, 1);
    const freeSpinsAwarded = s.scatters >= 3 ? FREE_SPINS : 0;
    awarded = freeSpinsAwarded;
    spins.push({ ...s, freeSpinsAwarded });
  }
  for (let played = 0; played < awarded; played++) {
    const s = await spin(rng, FREE_STRIPS, FREE_MULTIPLIER);
    const freeSpinsAwarded = s.scatters >= 3 ? Math.min(FREE_SPINS, FREE_SPINS_CAP - awarded) : 0;
    awarded += freeSpinsAwarded;
    spins.push({ ...s, freeSpinsAwarded });
  }
  const total = spins.reduce((sum, s) => sum + s.wins.reduce((a, w) => a + w.pay, 0), 0);
  return { buy, spins, total };
}

/** The base bet a stake plays: the stake itself, or a hundredth of it for the bonus buy. */
export const baseBet = (stake: bigint, buy: boolean) => (buy ? stake / BigInt(BUY_COST) : stake);
/** The win: `total` hundredths of the base bet, rounded up to the minor unit. */
export const pharaohPayout = (stake: bigint, buy: boolean, total: number) =>
  ceilDiv(baseBet(stake, buy) * BigInt(total), 100n);

// ---- Exact RTP: rationals in bigint. ----
export type Fraction = { num: bigint; den: bigint };
const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
};
const frac = (num: bigint, den: bigint): Fraction => {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
};
const add = (a: Fraction, b: Fraction) => frac(a.num * b.den + b.num * a.den, a.den * b.den);
const mul = (a: Fraction, b: Fraction) => frac(a.num * b.num, a.den * b.den);
export const toNumber = (f: Fraction) => Number((f.num * 10n ** 18n) / f.den) / 1e18;

/**
 * A spin's expected ways pay, in hundredths of the bet (before any multiplier). Reels are independent, so for each
 * symbol and length k the expectation of (product of counts on reels 1..k) x [reel k+1 shows none] is the product of
 * each reel's mean count (3 x its share of symbol-or-wild) times the chance that reel k+1's window holds none of
 * them (counted over its stops, as the windows overlap). Reel 1 carries no wild: a way is never wilds alone.
 */
export function waysValue(strips: number[][]): Fraction {
  let value: Fraction = { num: 0n, den: 1n };
  for (let symbol = 0; symbol < PAYING; symbol++) {
    const mean: Fraction[] = [];
    const none: Fraction[] = [];
    for (const strip of strips) {
      let count = 0;
      let empty = 0;
      for (let stop = 0; stop < strip.length; stop++) {
        const n = windowOf(strip, stop).filter((x) => x === symbol || x === WILD).length;
        count += n;
        if (n === 0) empty++;
      }
      mean.push(frac(BigInt(count), BigInt(strip.length)));
      none.push(frac(BigInt(empty), BigInt(strip.length)));
    }
    let ways: Fraction = { num: 1n, den: 1n };
    for (let k = 0; k < PHARAOH_REELS; k++) {
      ways = mul(ways, mean[k] as Fraction);
      if (k < 2) continue;
      const ends = k + 1 < PHARAOH_REELS ? mul(ways, none[k + 1] as Fraction) : ways;
      const pay = BigInt(PHARAOH_PAYTABLE[symbol]?.[k - 2] ?? 0);
      value = add(value, mul(ends, { num: pay, den: 1n }));
    }
  }
  return value;
}

/** The chance of three or more scatters: each reel's count over its stops, convolved. */
export function triggerChance(strips: number[][]): Fraction {
  let dist: Fraction[] = [{ num: 1n, den: 1n }];
  for (const strip of strips) {
    const byCount = Array.from({ length: PHARAOH_ROWS + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop++) {
      const n = windowOf(strip, stop).filter((x) => x === SCATTER).length;
      byCount[n] = (byCount[n] as bigint) + 1n;
    }
    const next: Fraction[] = Array.from({ length: dist.length + PHARAOH_ROWS }, () => ({ num: 0n, den: 1n }));
    dist.forEach((a, i) => {
      byCount.forEach((c, j) => {
        next[i + j] = add(next[i + j] as Fraction, mul(a, frac(c, BigInt(strip.length))));
      });
    });
    dist = next;
  }
  return dist.slice(3).reduce(add, { num: 0n, den: 1n });
}

/**
 * The expected number of free spins a feature plays, exactly, with the cap: a chain over (spins awarded, spins
 * played); each spin awards 10 more with chance `p` (fewer at the cap). The spins awarded when the chain ends are
 * the spins played. `cap` Infinity gives the uncapped branching value 10 / (1 - 10p).
 */
export function expectedFreeSpins(p: Fraction, cap = FREE_SPINS_CAP): Fraction {
  if (cap === Number.POSITIVE_INFINITY) {
    const f = BigInt(FREE_SPINS);
    return frac(f * p.den, p.den - f * p.num);
  }
  const none: Fraction = { num: 0n, den: 1n };
  const miss = frac(p.den - p.num, p.den);
  let chains = new Map<number, Fraction>([[FREE_SPINS, { num: 1n, den: 1n }]]);
  let expected = none;
  for (let played = 0; chains.size; played++) {
    const next = new Map<number, Fraction>();
    for (const [awarded, chance] of chains) {
      if (awarded === played) {
        expected = add(expected, mul(chance, { num: BigInt(awarded), den: 1n }));
        continue;
      }
      const more = Math.min(cap, awarded + FREE_SPINS);
      next.set(more, add(next.get(more) ?? none, mul(chance, p)));
      next.set(awarded, add(next.get(awarded) ?? none, mul(chance, miss)));
    }
    chains = next;
  }
  return expected;
}

let fractions: { base: Fraction; buy: Fraction } | null = null;
/** Both RTPs as exact fractions of the stake: the base game (feature included) and the bonus buy. */
export function pharaohRtpFractions() {
  fractions ??= rtpFractions();
  return fractions;
}
function rtpFractions() {
  const base = waysValue(BASE_STRIPS);
  const free = mul(waysValue(FREE_STRIPS), { num: BigInt(FREE_MULTIPLIER), den: 1n });
  const spins = expectedFreeSpins(triggerChance(FREE_STRIPS));
  const feature = mul(free, spins); // hundredths of the base bet
  const hundred = { num: 1n, den: 100n };
  return {
    base: mul(add(base, mul(triggerChance(BASE_STRIPS), feature)), hundred),
    buy: mul(feature, { num: 1n, den: 100n * BigInt(BUY_COST) }),
  };
}
let rtps: { base: number; buy: number } | null = null;
export const pharaohRtp = () => {
  if (!rtps) {
    const f = pharaohRtpFractions();
    rtps = { base: toNumber(f.base), buy: toNumber(f.buy) };
  }
  return rtps;
};
/** The published RTP: the exact one rounded down to 0.01 %. */
const published = (x: number) => Math.floor(x * 10_000) / 10_000;

/**
 * The smallest stake (see RTP_CEILING). A round's win is rounded up once, giving under one minor unit, so a stake b
 * returns under RTP + 1 / b: the bound checked (the distribution of whole features is not enumerable). The bonus
 * buy's stakes are whole hundreds.
 */
const ceiling = Number(RTP_CEILING.num) / Number(RTP_CEILING.den);
const minStakes = new Map<boolean, bigint>();
export function pharaohMinStake(buy: boolean): bigint {
  const known = minStakes.get(buy);
  if (known !== undefined) return known;
  const exact = pharaohRtpFractions()[buy ? 'buy' : 'base'];
  const bound = (b: bigint) => [{ num: exact.num * b + exact.den, den: exact.den * b }];
  const step = buy ? BigInt(BUY_COST) : 1n;
  let min = smallestStake(bound, (0.009 * 1.01) / (ceiling - toNumber(exact)));
  min = ((min + step - 1n) / step) * step;
  minStakes.set(buy, min);
  return min;
}

export const pharaoh = instantGame({
  kind: 'pharaoh',
  params: { buy: z.boolean().default(false) },
  fits: (bet, { buy }) => buy !== true || bet % BigInt(BUY_COST) === 0n,
  minStake: ({ buy }) => pharaohMinStake(buy === true),
  async play(rng, bet, { buy }) {
    const outcome = await pharaohRound(rng, buy === true);
    return { outcome, payout: pharaohPayout(bet, buy === true, outcome.total) };
  },
  rules: () => ({
    symbols: PHARAOH_SYMBOLS,
    paytable: PHARAOH_PAYTABLE,
    wild: WILD,
    scatter: SCATTER,
    freeSpins: FREE_SPINS,
    freeSpinsCap: FREE_SPINS_CAP,
    freeMultiplier: FREE_MULTIPLIER,
    buyCost: BUY_COST,
    baseStrips: BASE_STRIPS,
    freeStrips: FREE_STRIPS,
    rtp: { base: published(pharaohRtp().base), buy: published(pharaohRtp().buy) },
    minStake: { base: formatMinor(pharaohMinStake(false)), buy: formatMinor(pharaohMinStake(true)) },
  }),
});
