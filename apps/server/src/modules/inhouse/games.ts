/** The randomness a round draws from: RoundRandom (provably fair) in play, any uniform source in simulations. */
export interface Rng {
  int(n: number): Promise<number>;
  pick(count: number, n: number): Promise<number[]>;
}

/**
 * The in-house games' rules. Amounts are integer minor units; each returns the payout for a bet (0 on a loss).
 * Their RTPs are stated here and checked by simulation (test/inhouse-rtp.test.ts).
 */

// ---- Slot: 5 reels x 3 rows, 10 fixed lines, pays 3+ of a kind from the leftmost reel. ----
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'clover', 'seven', 'gem'] as const;
/** How the pages draw the symbols: glyphs every system font has (no emoji font needed), each in its own colour. */
export const SLOT_GLYPHS = ['♥', '♦', '♣', '♠', '7', '★'];
export const SLOT_COLOURS = ['#ff5d73', '#ffd166', '#5be49b', '#6ec1ff', '#ffb347', '#b9a6ff'];
/** Each reel's strip (weights by repetition); the same strip on every reel. */
export const SLOT_STRIP = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5];
/** Pay per line as a multiple of the line bet, for 3, 4, 5 of a kind. */
export const SLOT_PAYTABLE: Record<number, [number, number, number]> = {
  0: [7, 18, 48],
  1: [12, 30, 84],
  2: [18, 48, 150],
  3: [30, 90, 300],
  4: [60, 240, 900],
  5: [120, 600, 3000],
};
/** Pays are multiples of the line bet (a tenth of the bet): three cherries on a line pay 7 line bets. */
export const SLOT_LINES: number[][] = [
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
];

export async function slotSpin(rng: Rng, bet: bigint) {
  const stops: number[] = [];
  for (let r = 0; r < 5; r++) stops.push(await rng.int(SLOT_STRIP.length));
  const grid = stops.map((s) => [0, 1, 2].map((row) => SLOT_STRIP[(s + row) % SLOT_STRIP.length] as number));
  return { grid, ...slotPays(grid, bet) };
}

export function slotPays(grid: number[][], bet: bigint) {
  const lineBet = bet / BigInt(SLOT_LINES.length);
  let payout = 0n;
  const wins: Array<{ line: number; symbol: number; count: number; amount: bigint }> = [];
  SLOT_LINES.forEach((rows, line) => {
    const first = grid[0]?.[rows[0] ?? 0] as number;
    let count = 1;
    while (count < 5 && grid[count]?.[rows[count] ?? 0] === first) count++;
    if (count >= 3) {
      const amount = lineBet * BigInt(SLOT_PAYTABLE[first]?.[count - 3] ?? 0);
      payout += amount;
      wins.push({ line, symbol: first, count, amount });
    }
  });
  return { payout, wins };
}

/** The slot's exact RTP: reels are independent and each line sees each reel's strip frequencies. */
export function slotRtp(): number {
  let perLine = 0;
  for (const [sym, pays] of Object.entries(SLOT_PAYTABLE)) {
    const f = SLOT_STRIP.filter((x) => x === Number(sym)).length / SLOT_STRIP.length;
    perLine += f ** 3 * (1 - f) * pays[0] + f ** 4 * (1 - f) * pays[1] + f ** 5 * pays[2];
  }
  return perLine;
}

/** a / b rounded up (positive integers): payouts round in the player's favour. */
export const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/*
 * Payouts are exact fractions of the stake rounded UP to the minor unit, so no stake returns less than the published
 * RTP (rounding down made the smallest stakes return 91-92 %). Rounding up gives less than one minor unit per win,
 * which at a tiny stake is a large share of it: each choice has a minimum stake, the smallest from which on every
 * stake returns at most RTP_CEILING (the house keeps at least 0.1 %). test/inhouse-payouts.test.ts enumerates every
 * target, board, cash-out point and stake to prove both bounds.
 */
export const RTP_CEILING = { num: 999n, den: 1000n };

/**
 * The smallest stake from which on `returns(stake)` (the RTP as an exact fraction) stays within RTP_CEILING for
 * every stake. `sure` is a stake from which the rounding's gift (under `gift` / stake) is small enough by itself, so
 * only the stakes below it need checking.
 */
export function smallestStake(returns: (stake: bigint) => Array<{ num: bigint; den: bigint }>, gift: number): bigint {
  const sure = BigInt(Math.ceil(gift / (Number(RTP_CEILING.num) / Number(RTP_CEILING.den) - 0.99)));
  let smallest = sure;
  for (let b = sure - 1n; b >= 1n; b--) {
    if (returns(b).some((r) => r.num * RTP_CEILING.den > RTP_CEILING.num * r.den)) break;
    smallest = b;
  }
  return smallest;
}
/** Memoised by choice: each minimum is computed once. */
export const memo = (of: (n: number) => bigint) => {
  const known = new Map<number, bigint>();
  return (n: number) => known.get(n) ?? known.set(n, of(n)).get(n) ?? of(n);
};

// ---- Dice: roll 0.00-99.99, win when under the target; pays (100 - edge) / target times the stake. ----
export const DICE_EDGE = 1; // percent
/** The smallest stake (minor units) for a target (see RTP_CEILING); a win's rounding gives under target / 100. */
export const diceMinStake = memo((target: number) =>
  smallestStake(
    (b) => [{ num: BigInt(target) * ceilDiv(b * BigInt(100 - DICE_EDGE), BigInt(target)), den: 100n * b }],
    target / 100,
  ),
);
export async function diceRoll(rng: Rng, bet: bigint, target: number) {
  if (!Number.isInteger(target) || target < 2 || target > 95) throw new RangeError('target');
  const roll = await rng.int(10_000); // hundredths
  const win = roll < target * 100;
  return {
    roll: roll / 100,
    win,
    multiplier: Math.floor(((100 - DICE_EDGE) * 10_000) / target) / 10_000,
    payout: win ? ceilDiv(bet * BigInt(100 - DICE_EDGE), BigInt(target)) : 0n,
  };
}
export const DICE_RTP = 1 - DICE_EDGE / 100;

// ---- Mines: 25 tiles, m mines; each safe reveal raises the multiplier; cash out any time. ----
export const MINES_EDGE = 1; // percent
/** The chance of `picks` safe reveals with `mines` mines, as the exact fraction safe / all. */
export function minesChance(mines: number, picks: number): { safe: bigint; all: bigint } {
  let safe = 1n;
  let all = 1n;
  for (let i = 0; i < picks; i++) {
    safe *= BigInt(25 - mines - i);
    all *= BigInt(25 - i);
  }
  return { safe, all };
}
/** Fair multiplier after k safe picks with m mines, times (1 - edge) (shown to the player; payouts use the fraction). */
export function minesMultiplier(mines: number, picks: number): number {
  let p = 1;
  for (let i = 0; i < picks; i++) p *= (25 - mines - i) / (25 - i);
  return picks === 0 ? 1 : (100 - MINES_EDGE) / 100 / p;
}
/** What cashing out after `picks` safe reveals pays: the stake back with none, else the stake x (1 - edge) / chance. */
export function minesPayout(bet: bigint, mines: number, picks: number): bigint {
  if (picks === 0) return bet;
  const { safe, all } = minesChance(mines, picks);
  return ceilDiv(bet * BigInt(100 - MINES_EDGE) * all, 100n * safe);
}
/**
 * The smallest stake (minor units) for a board (see RTP_CEILING), over every cash-out point; a cash-out's rounding
 * gives under the chance of reaching it, at most (25 - mines) / 25.
 */
export const minesMinStake = memo((mines: number) =>
  smallestStake(
    (b) =>
      Array.from({ length: 25 - mines }, (_, i) => {
        const { safe, all } = minesChance(mines, i + 1);
        return { num: safe * minesPayout(b, mines, i + 1), den: all * b };
      }),
    (25 - mines) / 25,
  ),
);
export async function minesLayout(rng: Rng, mines: number): Promise<number[]> {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new RangeError('mines');
  return (await rng.pick(mines, 25)).sort((a, b) => a - b);
}
export const MINES_RTP = 1 - MINES_EDGE / 100;

/** What the game pages draw and state (GET /provider/inhouse/api/rules), so the numbers live in this file only. */
export const pageRules = () => ({
  slot: {
    symbols: SLOT_GLYPHS,
    colours: SLOT_COLOURS,
    lines: SLOT_LINES,
    paytable: SLOT_PAYTABLE,
    strip: SLOT_STRIP,
    rtp: slotRtp(),
  },
  dice: { edge: DICE_EDGE, minStake: minStakes(2, 95, diceMinStake) },
  mines: { minStake: minStakes(1, 24, minesMinStake) },
});
/** The minimum stake (minor units) of each choice from `from` to `to`. */
const minStakes = (from: number, to: number, of: (n: number) => bigint) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, of(from + i)]));
