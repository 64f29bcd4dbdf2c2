import type { TVnBetType, TVnPick } from '@portal/contracts/lottery-vn';

/** The VN bet types in the order players know them. */
export const VN_TYPES: readonly TVnBetType[] = ['lo2', 'de', 'dau', 'duoi', 'xien2', 'xien3', 'xien4', 'lo3', 'cang3'];

/** How a bet type is picked: 00-99 grid, 0-9 digits, typed 000-999, or 2-4 numbers making one xiên bet. */
export type Picker = 'grid' | 'digit' | 'three' | 'xien';
export const pickerOf = (type: TVnBetType): Picker =>
  type === 'dau' || type === 'duoi'
    ? 'digit'
    : type === 'lo3' || type === 'cang3'
      ? 'three'
      : type.startsWith('xien')
        ? 'xien'
        : 'grid';
export const xienSize = (type: TVnBetType) => (type.startsWith('xien') ? Number(type.slice(4)) : 0);

export const two = (n: number) => String(n).padStart(2, '0');
export const three = (n: number) => String(n).padStart(3, '0');

/** A typed three-digit number: exactly three digits, else null. */
export function parseThree(text: string): number | null {
  return /^\d{3}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The picks one selection makes: one bet per number, or one xiên bet of all the numbers. */
export function picksOf(type: TVnBetType, numbers: readonly number[]): TVnPick[] {
  const sorted = [...numbers].sort((a, b) => a - b);
  switch (type) {
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return sorted.length === xienSize(type) ? [{ kind: type, numbers: sorted }] : [];
    case 'dau':
    case 'duoi':
      return sorted.map((digit) => ({ kind: type, digit }));
    default:
      return sorted.map((number) => ({ kind: type, number }));
  }
}

/** A pick's numbers as players write them: "07", "123", "3", "07 · 15". */
export function vnPickText(p: TVnPick): string {
  switch (p.kind) {
    case 'lo2':
    case 'de':
      return two(p.number);
    case 'lo3':
    case 'cang3':
      return three(p.number);
    case 'dau':
    case 'duoi':
      return String(p.digit);
    default:
      return p.numbers.map(two).join(' · ');
  }
}
export const vnPickKey = (p: TVnPick) => `${p.kind}:${vnPickText(p)}`;

/** The last two digits of a prize number as a string ("12345" -> "45"). */
export const ending = (n: string) => n.slice(-2).padStart(2, '0');

/** The đầu/đuôi table: for each head (tens digit 0-9), the tails (units) of every number's last two digits, sorted. */
export function headsTails(numbers: readonly string[]): number[][] {
  const table: number[][] = Array.from({ length: 10 }, () => []);
  for (const n of numbers) {
    const e = ending(n);
    table[Number(e[0])]?.push(Number(e[1]));
  }
  for (const row of table) row.sort((a, b) => a - b);
  return table;
}

/** A random selection: `count` distinct numbers below `below`. */
export function randomNumbers(count: number, below: number, rand: () => number = Math.random): number[] {
  const out = new Set<number>();
  while (out.size < Math.min(count, below)) out.add(Math.floor(rand() * below));
  return [...out];
}
