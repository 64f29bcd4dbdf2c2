import { sha256 } from '@noble/hashes/sha2.js';

/** A proof-of-work challenge as the server gives it (ALTCHA-compatible). */
export interface PowChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/**
 * The number n with SHA-256(salt + n) = challenge, or -1. Synchronous SHA-256 over the salt's state hashed once:
 * the browser's crypto.subtle.digest is asynchronous, a task per candidate, which made a sign-up take seconds on a
 * phone; this takes a few microseconds per candidate. Runs in a worker (pow-worker.ts) off the page's thread.
 */
export function solvePow(c: Pick<PowChallenge, 'challenge' | 'salt' | 'maxnumber'>): number {
  const target = bytesOf(c.challenge);
  const base = sha256.create().update(ascii(c.salt));
  for (let n = 0; n <= c.maxnumber; n++) {
    const d = base
      .clone()
      .update(ascii(String(n)))
      .digest();
    let same = true;
    for (let i = 0; i < 32; i++)
      if (d[i] !== target[i]) {
        same = false;
        break;
      }
    if (same) return n;
  }
  return -1;
}

/** The solved check as the server reads it: base64 JSON {algorithm, challenge, number, salt, signature}. */
export const solutionPayload = (c: PowChallenge, number: number) =>
  btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number,
      salt: c.salt,
      signature: c.signature,
    }),
  );
