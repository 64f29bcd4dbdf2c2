import { type SlotConfig, slotFigures, slotGame } from './slot-engine.ts';
import { type LineRules, linesValue, lineWins, PAYLINES } from './slot-lines.ts';

/**
 * Lumen Pearl Reef: a 5 x 3 ocean slot on 25 fixed paylines. Two wilds land on reels 2-4, a x2 and a x3 bubble:
 * each stands in for every paying symbol and multiplies the line it completes (two on a line multiply together).
 * Three treasure chests (scatters, reels 1, 3 and 5 only) award 8 free spins on their own strips under a rising
 * tide: the first free spin pays x1, the second x2, up to x5 from the fifth on; three chests in a free spin award 8
 * more (100 at most). The bonus buy costs 100 bets for 8 free spins. Both RTPs are exact (enumerated from the strips).
 */
/** 0-3 high (pearl, trident, turtle, clownfish), 4-7 low (starfish, shell, emerald, sapphire), wilds x2 and x3, chest. */
export const REEF_SYMBOLS = [
  'pearl',
  'trident',
  'turtle',
  'clownfish',
  'starfish',
  'shell',
  'emerald',
  'sapphire',
  'wild2',
  'wild3',
  'chest',
];
export const REEF_WILDS: ReadonlyArray<readonly [number, number]> = [
  [8, 2],
  [9, 3],
];
export const REEF_SCATTER = 10;
/** Pays in line bets (a 25th of the bet) for 3, 4 and 5 of a kind. */
export const REEF_PAYTABLE: ReadonlyArray<readonly [number, number, number]> = [
  [25, 125, 750],
  [20, 80, 400],
  [15, 50, 250],
  [10, 40, 200],
  [5, 20, 100],
  [5, 15, 80],
  [4, 10, 50],
  [4, 10, 50],
];
export const REEF_FREE_SPINS = 8;
export const REEF_TIDE_MAX = 5;
const RULES: LineRules = { lines: PAYLINES, paytable: REEF_PAYTABLE, wilds: new Map(REEF_WILDS) };

// biome-ignore format: one strip a line
export const REEF_BASE: number[][] = [
  [6,4,7,2,5,1,3,0,6,7,4,5,6,7,2,3,4,5,6,1,7,6,4,7,2,5,3,0,6,7,4,5,1,6,7,10,2,3,4,5,6,7,10],
  [6,4,7,2,5,1,3,0,6,7,4,5,6,7,2,3,4,5,6,1,7,6,4,7,2,5,3,0,6,8,7,4,5,1,6,7,2,3,4,5,6,7,8],
  [6,4,7,2,5,1,3,0,6,7,4,5,6,7,2,3,4,5,6,1,7,10,6,4,7,2,5,3,0,6,7,4,5,1,6,7,2,10,3,4,5,6,7,10,8,9],
  [6,4,7,2,5,1,3,0,6,7,4,5,6,7,2,3,4,5,6,1,7,6,4,7,2,5,3,0,6,7,4,5,1,6,7,2,3,4,5,6,7,8],
  [6,4,7,2,5,1,3,0,6,7,4,5,6,7,2,3,4,5,6,1,7,6,4,7,2,5,3,0,6,7,4,5,1,6,7,10,2,3,4,5,6,7,10],
];
/** The free spins' strips: more high symbols and both wilds. */
// biome-ignore format: one strip a line
export const REEF_FREE: number[][] = [
  [1,0,2,3,4,7,5,1,6,2,3,0,7,1,4,2,3,5,6,0,7,1,2,3,4,5,6,7,10],
  [0,1,2,3,4,5,6,7,0,1,2,3,4,5,6,7,0,1,2,3,4,5,6,7,8,9],
  [0,1,2,3,4,5,6,7,0,1,2,3,4,5,6,8,7,0,1,2,3,4,5,6,7,8,9,10],
  [0,1,2,3,4,5,6,7,0,1,2,3,4,5,6,7,0,1,2,3,4,5,6,7,8,9],
  [1,0,2,3,4,5,1,6,2,3,7,0,1,4,2,3,5,6,7,0,1,2,3,4,5,6,7,10],
];

/** The rising tide: free spin `index` (0 the first) pays x(index + 1), at most x5. */
export const tideOf = (index: number) => Math.min(index + 1, REEF_TIDE_MAX);

export const REEF: SlotConfig = {
  kind: 'reef',
  baseStrips: REEF_BASE,
  freeStrips: REEF_FREE,
  scatter: REEF_SCATTER,
  award: (chests) => (chests >= 3 ? REEF_FREE_SPINS : 0),
  buyAward: REEF_FREE_SPINS,
  cap: 100,
  buyCost: 100,
  freeMultiplier: tideOf,
  evaluate: (grid, free, multiplier) => ({
    wins: lineWins(grid, RULES, multiplier),
    ...(free ? { tide: multiplier } : {}),
  }),
  spinValue: (free) => linesValue(free ? REEF_FREE : REEF_BASE, RULES),
};

const figures = slotFigures(REEF);
export const reefRtp = figures.rtp;
export const reefRtpFractions = figures.fractions;
export const reefMinStake = figures.minStake;

export const reef = slotGame(REEF, () => ({
  symbols: REEF_SYMBOLS,
  paytable: REEF_PAYTABLE,
  lines: PAYLINES,
  wilds: REEF_WILDS,
  freeSpins: REEF_FREE_SPINS,
  tideMax: REEF_TIDE_MAX,
}));
