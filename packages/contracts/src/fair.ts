/**
 * Provably fair outcomes. Each round's randomness is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`),
 * read as 32-bit unsigned words; an integer in [0, n) comes from rejection sampling (words at or above the largest
 * multiple of n below 2^32 are skipped), so no value is favoured. The SHA-256 of the server seed is published before
 * play; revealing the seed afterwards lets anyone recompute every round. Runs in Node and in browsers (Web Crypto).
 */

const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
}

export async function seedHash(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(serverSeed)));
}

/** A stream of uniform 32-bit words for one round. */
export class RoundRandom {
  private readonly serverSeed: string;
  private readonly clientSeed: string;
  private readonly nonce: number;
  private cursor = 0;
  private words: number[] = [];
  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  private async word(): Promise<number> {
    if (this.words.length === 0) {
      const bytes = await hmac(this.serverSeed, `${this.clientSeed}:${this.nonce}:${this.cursor++}`);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (let i = 0; i < 32; i += 4) this.words.push(view.getUint32(i));
    }
    return this.words.shift() as number;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  async int(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError('n out of range');
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = await this.word();
      if (w < limit) return w % n;
    }
  }

  /** Distinct integers from [0, n), in draw order (a partial Fisher-Yates shuffle). */
  async pick(count: number, n: number): Promise<number[]> {
    const pool = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < count; i++) {
      const j = i + (await this.int(n - i));
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    return pool.slice(0, count);
  }
}
