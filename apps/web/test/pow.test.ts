import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareHumanCheck, solveHumanCheck } from '../src/features/auth/pow.ts';
import { solvePow } from '../src/features/auth/pow-solve.ts';
import { fakeApi } from './fake-api.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
/** A challenge as the server makes it: the number hidden in SHA-256(salt + number), expiring `inMs` from now. */
function challengeFor(number: number, inMs = 600_000, maxnumber = 50_000) {
  const salt = `a1b2c3d4e5f6a1b2c3d4e5f6?expires=${Math.floor((Date.now() + inMs) / 1000)}`;
  return { algorithm: 'SHA-256', challenge: sha(salt + number), salt, maxnumber, signature: `sig-${number}` };
}
const numberOf = (payload: string) => JSON.parse(atob(payload)).number as number;

afterEach(() => vi.unstubAllGlobals());

describe('the proof of work (human check)', () => {
  it('finds the number, the last one of the range included, and says when it is not in the range', () => {
    for (const n of [0, 7, 49_999, 50_000]) expect(solvePow(challengeFor(n))).toBe(n);
    expect(solvePow(challengeFor(60_000))).toBe(-1);
  });

  it('is solved while the form is filled: the submit takes that solution, once, and the next asks anew', async () => {
    let served = 0;
    const { calls } = fakeApi({ '/wps/verification/challenge': () => challengeFor(1000 + served++) });
    prepareHumanCheck();
    prepareHumanCheck(); // a second form on the page shares the one being solved
    const first = await solveHumanCheck();
    expect(numberOf(first)).toBe(1000);
    expect(JSON.parse(atob(first))).toMatchObject({ algorithm: 'SHA-256', signature: 'sig-1000' });
    expect(calls.filter((c) => c.includes('/challenge'))).toHaveLength(1);
    expect(numberOf(await solveHumanCheck())).toBe(1001);
    expect(calls.filter((c) => c.includes('/challenge'))).toHaveLength(2);
  });

  it('does not send a solution about to expire, nor one whose challenge could not be fetched', async () => {
    let served = 0;
    fakeApi({ '/wps/verification/challenge': () => challengeFor(2000 + served, served++ === 0 ? 30_000 : 600_000) });
    prepareHumanCheck();
    expect(numberOf(await solveHumanCheck())).toBe(2001);

    fakeApi({});
    prepareHumanCheck();
    await new Promise((r) => setTimeout(r, 10));
    fakeApi({ '/wps/verification/challenge': challengeFor(3000) });
    expect(numberOf(await solveHumanCheck())).toBe(3000);
  });
});
