import { type Fraction, frac, REELS, ROWS, windowOf } from './slot-engine.ts';

/**
 * Fixed paylines, as the line slots pay them: a line pays its leftmost run of one symbol, the wilds standing in for
 * it, over 3, 4 or 5 reels; the wilds in the run multiply its pay by their multipliers (1 for a plain wild). The
 * first reel carries no wild, so a run never starts with one. Pays are in line bets; a win's `pay` is in hundredths
 * of the bet (line bets x 100 / lines) times the spin's multiplier.
 */
export const PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

export interface LineRules {
  lines: number[][];
  /** Per paying symbol (0, 1, ...), its pay in line bets for 3, 4 and 5 of a kind. */
  paytable: ReadonlyArray<readonly [number, number, number]>;
  /** The wild symbols and their multipliers. */
  wilds: ReadonlyMap<number, number>;
}
export type LineWin = { line: number; symbol: number; count: number; multiplier: number; pay: number };

/** Hundredths of the bet per line bet: the lines share the bet (20 lines: 5, 25 lines: 4). */
const unit = (r: LineRules) => 100 / r.lines.length;

/** A grid's line wins (reels as columns, top to bottom) at the spin's multiplier. */
export function lineWins(grid: number[][], r: LineRules, spinMultiplier = 1): LineWin[] {
  const wins: LineWin[] = [];
  r.lines.forEach((rows, line) => {
    const symbol = grid[0]?.[rows[0] ?? 0] as number;
    const pays = r.paytable[symbol];
    if (!pays) return;
    let count = 1;
    let multiplier = 1;
    for (; count < REELS; count++) {
      const x = grid[count]?.[rows[count] ?? 0] as number;
      const wild = r.wilds.get(x);
      if (x === symbol) continue;
      if (wild === undefined) break;
      multiplier *= wild;
    }
    if (count < 3) return;
    const pay = (pays[count - 3] as number) * unit(r) * multiplier * spinMultiplier;
    wins.push({ line, symbol, count, multiplier, pay });
  });
  return wins;
}

/** A reel's symbols at one row over all its stops: symbol -> how many stops show it there. */
export type RowCounts = Map<number, bigint>;

/** Each reel's counts at each row, from what a stop shows there (`shown`: the window, e.g. with its wild expanded). */
export function rowCounts(strips: number[][], shown = (w: number[]) => w): RowCounts[][] {
  return strips.map((strip) => {
    const rows: RowCounts[] = Array.from({ length: ROWS }, () => new Map());
    for (let stop = 0; stop < strip.length; stop++)
      shown(windowOf(strip, stop)).forEach((x, row) => {
        const m = rows[row] as RowCounts;
        m.set(x, (m.get(x) ?? 0n) + 1n);
      });
    return rows;
  });
}

/**
 * A spin's expected line pay in hundredths of the bet, exactly: reels are independent, so each line's run is
 * enumerated reel by reel over the symbols its row shows, weighted by their counts; a run ends at the first symbol
 * that neither matches nor is wild, and the reels after it count whole.
 */
export function linesValue(strips: number[][], r: LineRules, counts = rowCounts(strips)): Fraction {
  const lengths = strips.map((s) => BigInt(s.length));
  const after = (reel: number) => lengths.slice(reel).reduce((a, b) => a * b, 1n);
  let total = 0n; // sum over every combination of stops of its pay, times the units' denominator
  for (const rows of r.lines) {
    const at = (reel: number) => counts[reel]?.[rows[reel] ?? 0] as RowCounts;
    const run = (reel: number, symbol: number, multiplier: bigint, weight: bigint) => {
      const pays = r.paytable[symbol] as readonly number[];
      const payOf = (count: number) => (count >= 3 ? BigInt(pays[count - 3] as number) * multiplier : 0n);
      if (reel === REELS) {
        total += weight * payOf(REELS);
        return;
      }
      let ended = 0n;
      for (const [x, n] of at(reel)) {
        const wild = r.wilds.get(x);
        if (x === symbol) run(reel + 1, symbol, multiplier, weight * n);
        else if (wild !== undefined) run(reel + 1, symbol, multiplier * BigInt(wild), weight * n);
        else ended += n;
      }
      total += weight * ended * after(reel + 1) * payOf(reel);
    };
    for (const [x, n] of at(0)) if (r.paytable[x]) run(1, x, 1n, n);
  }
  return frac(total * 100n, after(0) * BigInt(r.lines.length));
}
