import { type SlotConfig, slotFigures, slotGame } from './slot-engine.ts';
import { type LineRules, linesValue, lineWins, PAYLINES, rowCounts } from './slot-lines.ts';

/**
 * Lumen Neon Fruits: a 5 x 3 fruit slot on 20 fixed paylines. The wild lands on reels 2-4 and stands in for every
 * fruit; 3, 4 or 5 stars (scatters, any reel) award 10, 15 or 20 free spins, played on their own strips, where every
 * wild that lands expands to fill its reel before the lines are paid; stars in a free spin award as many more (100
 * at most). The bonus buy costs 100 bets for 10 free spins. Both RTPs are exact (enumerated from the strips).
 */
/** 0-3 high (seven, bell, watermelon, grapes), 4-7 low (plum, orange, lemon, cherry), then the wild and the star. */
export const NEON_SYMBOLS = ['seven', 'bell', 'melon', 'grapes', 'plum', 'orange', 'lemon', 'cherry', 'wild', 'star'];
export const NEON_WILD = 8;
export const NEON_SCATTER = 9;
/** Pays in line bets (a twentieth of the bet) for 3, 4 and 5 of a kind. */
export const NEON_PAYTABLE: ReadonlyArray<readonly [number, number, number]> = [
  [25, 100, 500],
  [15, 60, 250],
  [12, 40, 150],
  [10, 30, 120],
  [6, 20, 80],
  [6, 20, 80],
  [5, 12, 50],
  [5, 12, 50],
];
export const NEON_LINES = PAYLINES.slice(0, 20);
/** Free spins by stars: 3, 4, 5 or more. */
export const NEON_AWARDS = [10, 15, 20] as const;
const RULES: LineRules = { lines: NEON_LINES, paytable: NEON_PAYTABLE, wilds: new Map([[NEON_WILD, 1]]) };

// biome-ignore format: one strip a line
export const NEON_BASE: number[][] = [
  [6,4,7,5,3,0,2,6,7,1,4,5,6,7,3,4,5,6,7,2,6,4,7,5,3,0,6,7,1,4,5,6,2,7,3,4,5,6,7,9],
  [6,4,7,5,3,0,2,6,7,1,8,4,5,6,7,3,4,8,5,6,7,2,6,4,7,5,8,3,0,6,7,1,4,5,6,8,2,7,3,4,5,6,7,8,9],
  [6,4,7,5,3,0,2,6,7,1,4,5,8,6,7,3,4,5,6,7,2,8,6,4,7,5,3,0,6,7,1,4,5,8,6,2,7,3,4,5,6,7,8,9],
  [6,4,7,5,3,0,2,6,7,1,8,4,5,6,7,3,4,8,5,6,7,2,6,4,7,5,8,3,0,6,7,1,4,5,6,8,2,7,3,4,5,6,7,8,9],
  [4,6,5,7,3,0,2,1,6,4,7,5,6,3,7,4,5,2,6,7,4,5,3,0,6,7,1,4,5,6,7,2,3,4,5,6,7,9],
];
/** The free spins' strips: more high fruit and wilds, which expand. */
// biome-ignore format: one strip a line
export const NEON_FREE: number[][] = [
  [0,1,2,3,0,4,5,1,6,2,3,7,0,1,4,2,0,3,5,6,7,0,1,2,3,4,5,6,7,9],
  [0,1,2,3,4,5,8,6,7,0,1,2,3,8,4,5,6,7,0,1,8,2,3,4,5,6,8,7,9],
  [0,1,2,3,4,5,8,6,7,0,1,2,3,8,4,5,6,7,0,1,8,2,3,4,5,6,8,7,9],
  [0,1,2,3,4,5,8,6,7,0,1,2,3,8,4,5,6,7,0,1,8,2,3,4,5,6,8,7,9],
  [0,1,2,3,0,4,7,5,1,6,2,3,0,7,1,4,2,0,3,5,6,7,0,1,2,3,4,5,6,7,9],
];

/** A free spin's window: a wild anywhere on a reel fills the reel. */
export const expandWild = (column: number[]) => (column.includes(NEON_WILD) ? column.map(() => NEON_WILD) : column);

export const NEON: SlotConfig = {
  kind: 'neon',
  baseStrips: NEON_BASE,
  freeStrips: NEON_FREE,
  scatter: NEON_SCATTER,
  award: (stars) => (stars >= 3 ? (NEON_AWARDS[Math.min(stars, 5) - 3] as number) : 0),
  buyAward: 10,
  cap: 100,
  buyCost: 100,
  freeMultiplier: () => 1,
  evaluate(grid, free, multiplier) {
    if (!free) return { wins: lineWins(grid, RULES, multiplier) };
    const expanded = grid.flatMap((column, reel) => (column.includes(NEON_WILD) ? [reel] : []));
    return { wins: lineWins(grid.map(expandWild), RULES, multiplier), expanded };
  },
  spinValue: (free) =>
    free ? linesValue(NEON_FREE, RULES, rowCounts(NEON_FREE, expandWild)) : linesValue(NEON_BASE, RULES),
};

const figures = slotFigures(NEON);
export const neonRtp = figures.rtp;
export const neonRtpFractions = figures.fractions;
export const neonMinStake = figures.minStake;

export const neon = slotGame(NEON, () => ({
  symbols: NEON_SYMBOLS,
  paytable: NEON_PAYTABLE,
  lines: NEON_LINES,
  wild: NEON_WILD,
  awards: NEON_AWARDS,
}));
