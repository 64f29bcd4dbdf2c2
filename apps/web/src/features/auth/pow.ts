import { api } from '../../shared/api/client.ts';

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The human check: fetches a proof-of-work challenge and finds its number (under a second on a phone). */
export async function solveHumanCheck(): Promise<string> {
  const c = await api<Challenge>('GET', '/wps/verification/challenge');
  const enc = new TextEncoder();
  for (let n = 0; n <= c.maxnumber; n++) {
    if (hex(await crypto.subtle.digest('SHA-256', enc.encode(c.salt + n))) === c.challenge) {
      return btoa(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number: n,
          salt: c.salt,
          signature: c.signature,
        }),
      );
    }
  }
  throw new Error('human check not solved');
}
