import type { Family } from './picks.ts';

/**
 * A draw checked in the browser (docs/provably-fair.md, "Lottery draws"): SHA-256 of the revealed seed must equal
 * the hash shown before the draw, and HMAC-SHA256(seed, `${gameCode}:${numero}:${cursor}`) must give its numbers.
 */
const utf8 = new TextEncoder();
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', utf8.encode(text)));

/** The draws checked here: 5D, keno and the fast VN games (a north-style result). */
export type DrawFamily = Family | 'vn';

/** The fast VN games' prizes in result order, special first: each one's digit count (docs/provably-fair.md). */
const VN_DIGITS: readonly number[] = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];

/**
 * The numbers a seed gives a draw: 5D five digits in order; keno 20 of 1..80, ascending; VN 27 prizes, each uniform
 * over its digits (0-99999 for the special).
 */
export async function numbersOf(family: DrawFamily, seed: string, gameCode: string, numero: string): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', utf8.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  let cursor = 0;
  const words: number[] = [];
  const word = async () => {
    if (words.length === 0) {
      const d = new DataView(await crypto.subtle.sign('HMAC', key, utf8.encode(`${gameCode}:${numero}:${cursor++}`)));
      for (let i = 0; i < 32; i += 4) words.push(d.getUint32(i));
    }
    return words.shift() as number;
  };
  // Rejection sampling, as the server: no modulo bias.
  const int = async (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = await word();
      if (w < limit) return w % n;
    }
  };
  if (family === 'vn') {
    const prizes: number[] = [];
    for (const d of VN_DIGITS) prizes.push(await int(10 ** d));
    return prizes;
  }
  if (family === '5d') {
    const digits: number[] = [];
    for (let i = 0; i < 5; i++) digits.push(await int(10));
    return digits;
  }
  const pool = Array.from({ length: 80 }, (_, i) => i);
  for (let i = 0; i < 20; i++) {
    const j = i + (await int(80 - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool
    .slice(0, 20)
    .map((n) => n + 1)
    .sort((a, b) => a - b);
}

/** Whether a drawn draw's seed matches its hash and gives its numbers. */
export async function verifyDraw(
  family: DrawFamily,
  d: { gameCode: string; numero: string; seed: string | null; seedHash: string; result: number[] | null },
): Promise<boolean> {
  if (!d.seed || !d.result) return false;
  if ((await sha256Hex(d.seed)) !== d.seedHash.toLowerCase()) return false;
  const numbers = await numbersOf(family, d.seed, d.gameCode, d.numero);
  return numbers.length === d.result.length && numbers.every((n, i) => n === d.result?.[i]);
}
