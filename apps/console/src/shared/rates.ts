/**
 * Rates (contracts, promotions) travel as basis points (1 = 0.01 %); operators read and type them as percentages with
 * two decimals. Both ways go through strings, never a float, so 12.34 % is exactly 1234.
 */
export { percent } from './format.ts';

/** "12.3" or "12,34" (a comma for the Portuguese habit) as basis points; null when it is not such a percentage. */
export function basisPoints(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
