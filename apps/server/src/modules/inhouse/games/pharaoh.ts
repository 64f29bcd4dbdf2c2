import type { Rng } from '../games.ts';
import {
  add,
  type Fraction,
  frac,
  mul,
  playSlot,
  REELS,
  type SlotConfig,
  scatterCount,
  slotFigures,
  slotGame,
  slotPayout,
  whole,
  windowOf,
  ZERO,
} from './slot-engine.ts';

/**
 * Lumen Pharaoh's Fortune: a 5 x 3 video slot paying 243 ways. A symbol pays for every combination of positions
 * showing it (or the wild) on adjacent reels from the leftmost, 3, 4 or 5 reels long: its pay per way times the
 * product of its counts on those reels. The wild lands on reels 2-4 only and stands in for every paying symbol;
 * three or more scatters anywhere award 10 free spins, played on their own reel strips with every win doubled, where
 * three or more scatters again award 10 more (the feature awards 100 spins at most). The whole feature is played in
 * the round: its base spin, then every free spin, each drawing one int(strip length) per reel in order. The bonus buy
 * costs 100 base bets and starts the round in the free spins. Both RTPs are exact (pharaohRtp), about 96 %.
 */
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
  return { wins, scatters: scatterCount(grid, SCATTER) };
}

/**
 * A spin's expected ways pay, in hundredths of the bet (before any multiplier). Reels are independent, so for each
 * symbol and length k the expectation of (product of counts on reels 1..k) x [reel k+1 shows none] is the product of
 * each reel's mean count (3 x its share of symbol-or-wild) times the chance that reel k+1's window holds none of
 * them (counted over its stops, as the windows overlap). Reel 1 carries no wild: a way is never wilds alone.
 */
export function waysValue(strips: number[][]): Fraction {
  let value = ZERO;
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
    let ways = whole(1);
    for (let k = 0; k < REELS; k++) {
      ways = mul(ways, mean[k] as Fraction);
      if (k < 2) continue;
      const ends = k + 1 < REELS ? mul(ways, none[k + 1] as Fraction) : ways;
      const pay = BigInt(PHARAOH_PAYTABLE[symbol]?.[k - 2] ?? 0);
      value = add(value, mul(ends, whole(pay)));
    }
  }
  return value;
}

export const PHARAOH: SlotConfig = {
  kind: 'pharaoh',
  baseStrips: BASE_STRIPS,
  freeStrips: FREE_STRIPS,
  scatter: SCATTER,
  award: (scatters) => (scatters >= 3 ? FREE_SPINS : 0),
  buyAward: FREE_SPINS,
  cap: FREE_SPINS_CAP,
  buyCost: BUY_COST,
  freeMultiplier: () => FREE_MULTIPLIER,
  evaluate: (grid, _free, multiplier) => ({ wins: evaluate(grid, multiplier).wins }),
  spinValue: (free) => waysValue(free ? FREE_STRIPS : BASE_STRIPS),
};

/** Plays a round: the base spin (unless bought) and then every free spin it awards, in order. */
export const pharaohRound = (rng: Rng, buy: boolean) => playSlot(rng, PHARAOH, buy) as Promise<PharaohOutcome>;
export const pharaohPayout = (stake: bigint, buy: boolean, total: number) => slotPayout(stake, buy, total, BUY_COST);
const figures = slotFigures(PHARAOH);
/** Both RTPs as exact fractions of the stake: the base game (feature included) and the bonus buy. */
export const pharaohRtpFractions = figures.fractions;
export const pharaohRtp = figures.rtp;
export const pharaohMinStake = figures.minStake;

export const pharaoh = slotGame(PHARAOH, () => ({
  symbols: PHARAOH_SYMBOLS,
  paytable: PHARAOH_PAYTABLE,
  wild: WILD,
  freeSpins: FREE_SPINS,
  freeMultiplier: FREE_MULTIPLIER,
}));
