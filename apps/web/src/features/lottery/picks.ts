import type { TLotteryPick, TPlayOdds } from '@portal/contracts/lottery';

/** What a bet picks (the contract's union) and the play types (tabs) of the betting screen. */
export type Pick = TLotteryPick;
export type Kind = Pick['kind'];
export type Family = '5d' | 'keno';

export const SIDES = ['p1', 'p2', 'p3', 'p4', 'p5', 'sum'] as const;
export type Side = (typeof SIDES)[number];
export const PARTS = ['front', 'middle', 'back'] as const;
export const COMBOS = ['triple', 'straight', 'pair', 'all_different'] as const;
export const POSITIONS = [1, 2, 3, 4, 5] as const;
export const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const SUMS = Array.from({ length: 46 }, (_, v) => v);
export const KENO_NUMBERS = Array.from({ length: 80 }, (_, i) => i + 1);
export const KENO_MAX = 10;

/** The play types in the server's order (its pay table decides which a game has). */
export const kindsOf = (plays: readonly TPlayOdds[]): Kind[] => [...new Set(plays.map((p) => p.kind as Kind))];
export const familyOf = (plays: readonly TPlayOdds[]): Family => (plays.some((p) => p.kind === 'keno') ? 'keno' : '5d');

/** One key per distinct pick: the slip holds a pick once. */
export function pickKey(p: Pick): string {
  switch (p.kind) {
    case 'digit':
      return `d:${p.position}:${p.digit}`;
    case 'big_small':
    case 'odd_even':
      return `${p.kind}:${p.on}:${p.pick}`;
    case 'sum_value':
      return `s:${p.value}`;
    case 'combo':
      return `c:${p.part}:${p.pick}`;
    case 'keno':
      return `k:${[...p.numbers].sort((a, b) => a - b).join(',')}`;
  }
}

/**
 * The server's label of the pick that pays like this one (its pay table lists one of each kind): every position's
 * digit pays like p1:0, a position's big like p1:big, each combination part like front, keno by spot count.
 */
export function oddsLabel(p: Pick): string {
  switch (p.kind) {
    case 'digit':
      return 'p1:0';
    case 'big_small':
      return `${p.on === 'sum' ? 'sum' : 'p1'}:big`;
    case 'odd_even':
      return `${p.on === 'sum' ? 'sum' : 'p1'}:odd`;
    case 'sum_value':
      return `sum=${p.value}`;
    case 'combo':
      return `front:${p.pick}`;
    case 'keno':
      return `keno:${p.numbers.length}`;
  }
}

/** The pay table of a pick: multiples of the amount by outcome (5D [lose, win], keno by hits); [] when unknown. */
export const oddsOf = (plays: readonly TPlayOdds[], p: Pick): string[] =>
  plays.find((o) => o.pick === oddsLabel(p))?.odds ?? [];

/** The best multiple a pick can return ("9.70"), for the picker's buttons. */
export function topOdds(plays: readonly TPlayOdds[], p: Pick): string | null {
  const odds = oddsOf(plays, p);
  if (!odds.length) return null;
  return odds.reduce((a, b) => (Number(b) > Number(a) ? b : a));
}

/** A uniform integer in [0, n) from the browser's CSPRNG (quick picks). */
export function randomInt(n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const w = buf[0] as number;
    if (w < limit) return w % n;
  }
}

/** `count` distinct numbers of 1..80, ascending (a keno quick pick). */
export function randomKeno(count: number): number[] {
  const pool = [...KENO_NUMBERS];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** The digit helpers of a position row: which digits each selects. */
export const DIGIT_HELPERS = {
  all: [...DIGITS],
  big: [5, 6, 7, 8, 9],
  small: [0, 1, 2, 3, 4],
  odd: [1, 3, 5, 7, 9],
  even: [0, 2, 4, 6, 8],
} as const;
export type DigitHelper = keyof typeof DIGIT_HELPERS;
