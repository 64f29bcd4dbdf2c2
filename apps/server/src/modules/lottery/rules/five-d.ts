import type { TLotteryPick } from '@portal/contracts/lottery';

export type FiveDPick = Exclude<TLotteryPick, { kind: 'keno' }>;

const PARTS = { front: [0, 1, 2], middle: [1, 2, 3], back: [2, 3, 4] } as const;
const sumOf = (d: readonly number[]) => d.reduce((a, b) => a + b, 0);

/** A side's value: a position's digit, or the sum of all five. Big is 5-9 for a digit and 23-45 for the sum. */
const sideValue = (on: string, digits: readonly number[]) =>
  on === 'sum' ? sumOf(digits) : (digits[Number(on.slice(1)) - 1] as number);
const bigFrom = (on: string) => (on === 'sum' ? 23 : 5);

/** Three digits' form. Straight: the three make a run, 0 following 9 (e.g. 3-4-5, 8-9-0, 9-0-1), in any order. */
export function comboOf(three: readonly number[]): { triple: boolean; pair: boolean; straight: boolean } {
  const distinct = new Set(three).size;
  const s = [...three].sort((a, b) => a - b);
  const run = (a: number) => [0, 1, 2].every((k) => three.includes((a + k) % 10));
  return { triple: distinct === 1, pair: distinct === 2, straight: distinct === 3 && s.some((a) => run(a)) };
}

/** Whether a 5D bet wins on the drawn digits (positions 1 to 5 in order). */
export function fiveDWins(pick: FiveDPick, digits: readonly number[]): boolean {
  switch (pick.kind) {
    case 'digit':
      return digits[pick.position - 1] === pick.digit;
    case 'big_small':
      return sideValue(pick.on, digits) >= bigFrom(pick.on) === (pick.pick === 'big');
    case 'odd_even':
      return (sideValue(pick.on, digits) % 2 === 1) === (pick.pick === 'odd');
    case 'sum_value':
      return sumOf(digits) === pick.value;
    case 'combo': {
      const three = PARTS[pick.part].map((i) => digits[i] as number);
      const c = comboOf(three);
      if (pick.pick === 'all_different') return new Set(three).size === 3;
      return c[pick.pick];
    }
  }
}

/** How many of the equally likely outcomes win, of how many: over the digits the bet reads. */
export function fiveDChance(pick: FiveDPick): { count: bigint; total: bigint } {
  let count = 0;
  if (pick.kind === 'sum_value' || (pick.kind !== 'digit' && pick.kind !== 'combo' && pick.on === 'sum')) {
    for (let n = 0; n < 100_000; n++) if (fiveDWins(pick, digitsOf(n))) count++;
    return { count: BigInt(count), total: 100_000n };
  }
  if (pick.kind === 'combo') {
    const at = PARTS[pick.part][0];
    for (let n = 0; n < 1000; n++) {
      const d = [0, 0, 0, 0, 0];
      d.splice(at, 3, ...digitsOf(n).slice(2));
      if (fiveDWins(pick, d)) count++;
    }
    return { count: BigInt(count), total: 1000n };
  }
  const position = pick.kind === 'digit' ? pick.position : Number(pick.on.slice(1));
  for (let v = 0; v < 10; v++) {
    const d = [0, 0, 0, 0, 0];
    d[position - 1] = v;
    if (fiveDWins(pick, d)) count++;
  }
  return { count: BigInt(count), total: 10n };
}

/** n in [0, 100000) as five digits, most significant first. */
export const digitsOf = (n: number) => [
  Math.floor(n / 10_000) % 10,
  Math.floor(n / 1000) % 10,
  Math.floor(n / 100) % 10,
  Math.floor(n / 10) % 10,
  n % 10,
];

/** A short name of a pick for tables and records: "p3:7", "sum:big", "sum=22", "front:triple". */
export function fiveDLabel(pick: FiveDPick): string {
  switch (pick.kind) {
    case 'digit':
      return `p${pick.position}:${pick.digit}`;
    case 'big_small':
    case 'odd_even':
      return `${pick.on}:${pick.pick}`;
    case 'sum_value':
      return `sum=${pick.value}`;
    case 'combo':
      return `${pick.part}:${pick.pick}`;
  }
}
