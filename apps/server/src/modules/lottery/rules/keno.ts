/**
 * Keno, 20 of 80: a bet picks 1 to 10 numbers and is paid by how many of them are drawn. The SHAPES are the relative
 * pay of each hit count (classic keno tables); the brand's RTP scales them (pay-table.ts), so every spot count
 * returns at most that RTP.
 */
export const KENO_SHAPES: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 1 },
  2: { 2: 1 },
  3: { 2: 1, 3: 20 },
  4: { 2: 1, 3: 4, 4: 60 },
  5: { 3: 1, 4: 10, 5: 300 },
  6: { 3: 1, 4: 4, 5: 40, 6: 1000 },
  7: { 3: 1, 4: 2, 5: 15, 6: 100, 7: 3000 },
  8: { 4: 1, 5: 6, 6: 40, 7: 300, 8: 3000 },
  9: { 4: 1, 5: 3, 6: 15, 7: 100, 8: 1000, 9: 5000 },
  10: { 0: 2, 5: 1, 6: 8, 7: 40, 8: 250, 9: 1000, 10: 4000 },
};

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** The ways (of C(80, spots)) that a pick of `spots` numbers hits exactly `hits` of the 20 drawn. */
export const kenoWays = (spots: number, hits: number) => choose(20, hits) * choose(60, spots - hits);
export const kenoTotal = (spots: number) => choose(80, spots);

/** How many of the picked numbers were drawn. */
export function kenoHits(numbers: readonly number[], drawn: readonly number[]): number {
  const d = new Set(drawn);
  return numbers.filter((n) => d.has(n)).length;
}
