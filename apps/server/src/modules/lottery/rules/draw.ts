import { createHash, createHmac } from 'node:crypto';
import { digitsOfLayout, NORTH_LAYOUT } from './vn.ts';

/**
 * The numbers of a draw, from its server seed (docs/provably-fair.md, "Lottery draws"): the words of
 * HMAC-SHA256(key = serverSeed, message = `${gameCode}:${numero}:${cursor}`) for cursor 0, 1, 2, ..., read as eight
 * big-endian 32-bit words each; an integer in [0, n) by rejection sampling. The same scheme as the in-house games,
 * with the game code in place of the client seed and the numero in place of the nonce; synchronous, so a million
 * draws simulate quickly.
 */
export class DrawRandom {
  private cursor = 0;
  private words: number[] = [];
  private readonly seed: string;
  private readonly prefix: string;
  constructor(serverSeed: string, gameCode: string, numero: string) {
    this.seed = serverSeed;
    this.prefix = `${gameCode}:${numero}:`;
  }

  private word(): number {
    if (this.words.length === 0) {
      const d = createHmac('sha256', this.seed)
        .update(`${this.prefix}${this.cursor++}`)
        .digest();
      for (let i = 0; i < 32; i += 4) this.words.push(d.readUInt32BE(i));
    }
    return this.words.shift() as number;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }

  /** Distinct integers of [0, n) in draw order: step i swaps position i with i + int(n - i) (Fisher-Yates). */
  pick(count: number, n: number): number[] {
    const pool = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < count; i++) {
      const j = i + this.int(n - i);
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    return pool.slice(0, count);
  }
}

export type Family = '5d' | 'keno' | 'vn';

/**
 * A 5D draw: five digits, positions 1 to 5 in order. A keno draw: 20 numbers of 1 to 80, ascending. A VN draw (the
 * fast games): a north-style result, its 27 prizes in layout order, each uniform over its digits (e.g. 0-99999).
 */
export function drawNumbers(family: Family, serverSeed: string, gameCode: string, numero: string): number[] {
  const rng = new DrawRandom(serverSeed, gameCode, numero);
  if (family === '5d') return Array.from({ length: 5 }, () => rng.int(10));
  if (family === 'vn') return digitsOfLayout(NORTH_LAYOUT).map((d) => rng.int(10 ** d));
  return rng
    .pick(20, 80)
    .map((n) => n + 1)
    .sort((a, b) => a - b);
}

export const seedHashOf = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');
