import { sessionOps } from '@portal/contracts/session';
import { call } from '../../shared/api/op.ts';

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The human check: fetches a proof-of-work challenge and finds its number (under a second on a phone). */
export async function solveHumanCheck(): Promise<string> {
  const c = await call(sessionOps.challenge);
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
