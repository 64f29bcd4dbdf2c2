import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import type { Rng } from '../src/modules/inhouse/games.ts';

const PAGE_DIR = fileURLToPath(new URL('../src/modules/inhouse/page/', import.meta.url));

/**
 * A fast uniform source for the originals' simulations: xorshift128 on 32-bit numbers (millions of draws a second),
 * rejection sampled like RoundRandom so int(n) is unbiased for every n up to 2^32.
 */
export function simRng(seed: number): Rng {
  let x = seed >>> 0 || 1;
  let y = 362436069;
  let z = 521288629;
  let w = 88675123;
  const next32 = () => {
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
    return w;
  };
  const int = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = next32();
      if (v < limit) return v % n;
    }
  };
  return {
    int: async (n) => int(n),
    pick: async (count, n) => {
      const pool = Array.from({ length: n }, (_, i) => i);
      for (let i = 0; i < count; i++) {
        const j = i + int(n - i);
        [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
      }
      return pool.slice(0, count);
    },
  };
}

type Outcome = (r: Rng, params: unknown) => Promise<Record<string, unknown>>;
/** A game's outcome as the verification page computes it (page/outcome-<kind>.js, run as the browser runs it). */
export async function pageOutcome(kind: string): Promise<Outcome> {
  const window: Record<string, unknown> = {};
  window.window = window;
  // The verification page loads every outcome script; the video slots' share outcome-slot-kit.js.
  for (const file of ['outcome-slot-kit.js', `outcome-${kind}.js`])
    runInNewContext(await readFile(`${PAGE_DIR}${file}`, 'utf8'), window);
  return (window.LumenOutcomes as Record<string, Outcome>)[kind] as Outcome;
}

/** Pearson's chi-square of observed counts against expected ones. */
export const chiSquare = (observed: number[], expected: number[]) =>
  observed.reduce((sum, o, i) => sum + (o - (expected[i] as number)) ** 2 / (expected[i] as number), 0);
