import { z } from 'zod';
import { formatMinor } from '../../../platform/money.ts';
import { type Rng, smallestStake } from '../games.ts';
import { type Fraction, payoutOf, shownMultiplier, stepGame } from '../stepped.ts';

/**
 * Towers: 8 floors of tiles, some of them traps; the player climbs one floor at a time, picking a tile. A trap loses
 * the round; a safe tile raises the multiplier to 0.99 / P(every floor so far safe); the player may cash out at any
 * floor (before the first: the stake back), and reaching the top cashes out by itself. The traps of every floor are
 * dealt at start, floor by floor, by pick(traps, tiles) (docs/provably-fair.md).
 */
export const TOWERS_FLOORS = 8;
export const TOWERS_DIFFICULTIES = {
  easy: { tiles: 4, traps: 1 },
  medium: { tiles: 3, traps: 1 },
  hard: { tiles: 2, traps: 1 },
  expert: { tiles: 3, traps: 2 },
  master: { tiles: 4, traps: 3 },
} as const;
export type TowersDifficulty = keyof typeof TOWERS_DIFFICULTIES;
const DIFFICULTIES = Object.keys(TOWERS_DIFFICULTIES) as [TowersDifficulty, ...TowersDifficulty[]];

export interface TowersDeal {
  /** Each floor's trap tiles (0-based, ascending), from the bottom floor up. */
  traps: number[][];
}

/** The chance of `floors` safe floors, as the exact fraction safe / all. */
export function towersChance(d: TowersDifficulty, floors: number): { safe: bigint; all: bigint } {
  const { tiles, traps } = TOWERS_DIFFICULTIES[d];
  return { safe: BigInt(tiles - traps) ** BigInt(floors), all: BigInt(tiles) ** BigInt(floors) };
}
/** The multiplier after `floors` safe floors: 1 before the first, else 0.99 / chance. */
export function towersMultiplier(d: TowersDifficulty, floors: number): Fraction {
  if (floors === 0) return { num: 1n, den: 1n };
  const { safe, all } = towersChance(d, floors);
  return { num: 99n * all, den: 100n * safe };
}

/** The smallest stake per difficulty over every cash-out floor; a cash-out's rounding gives under its chance. */
const minStakes = new Map<TowersDifficulty, bigint>();
export function towersMinStake(d: TowersDifficulty): bigint {
  const known = minStakes.get(d);
  if (known !== undefined) return known;
  const { tiles, traps } = TOWERS_DIFFICULTIES[d];
  const min = smallestStake(
    (b) =>
      Array.from({ length: TOWERS_FLOORS }, (_, i) => {
        const { safe, all } = towersChance(d, i + 1);
        return { num: safe * payoutOf(b, towersMultiplier(d, i + 1)), den: all * b };
      }),
    (tiles - traps) / tiles,
  );
  minStakes.set(d, min);
  return min;
}

export async function towersDeal(rng: Rng, d: TowersDifficulty): Promise<TowersDeal> {
  const { tiles, traps } = TOWERS_DIFFICULTIES[d];
  const floors: number[][] = [];
  for (let f = 0; f < TOWERS_FLOORS; f++) floors.push((await rng.pick(traps, tiles)).sort((a, b) => a - b));
  return { traps: floors };
}

const ZDifficulty = z.enum(DIFFICULTIES);

export const towers = stepGame<{ difficulty: typeof ZDifficulty }, TowersDeal, number>({
  kind: 'towers',
  params: { difficulty: ZDifficulty },
  move: z.number().int().min(0).max(3),
  minStake: ({ difficulty }) => towersMinStake(difficulty),
  deal: (rng, { difficulty }) => towersDeal(rng, difficulty),
  allowed: (_deal, moves, tile, { difficulty }) =>
    moves.length < TOWERS_FLOORS && Number.isInteger(tile) && tile >= 0 && tile < TOWERS_DIFFICULTIES[difficulty].tiles,
  step(deal, moves, tile) {
    const lost = (deal.traps[moves.length] ?? []).includes(tile);
    return { lost, over: lost || moves.length + 1 === TOWERS_FLOORS };
  },
  multiplier: (_deal, moves, { difficulty }) => towersMultiplier(difficulty, moves.length),
  cashable: () => true,
  shown: () => ({}),
  rules: () => ({
    rtp: 0.99,
    floors: TOWERS_FLOORS,
    difficulties: TOWERS_DIFFICULTIES,
    multipliers: Object.fromEntries(
      DIFFICULTIES.map((d) => [
        d,
        Array.from({ length: TOWERS_FLOORS }, (_, i) => shownMultiplier(towersMultiplier(d, i + 1))),
      ]),
    ),
    minStake: Object.fromEntries(DIFFICULTIES.map((d) => [d, formatMinor(towersMinStake(d))])),
  }),
});
