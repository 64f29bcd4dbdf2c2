import { sessionOps } from '@portal/contracts/session';
import { call } from '../../shared/api/op.ts';
import { type PowChallenge, solutionPayload, solvePow } from './pow-solve.ts';

/** A challenge solved ahead, and until when the server takes it (its salt says; a minute's margin). */
interface Solved {
  payload: string;
  usableUntil: number;
}
const MARGIN_MS = 60_000;

/** The search in a worker; where there is none (an old browser, the tests), on the page's thread. */
function search(c: PowChallenge): Promise<number> {
  if (typeof Worker === 'undefined') return Promise.resolve(solvePow(c));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<number>) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(e);
    };
    worker.postMessage(c);
  });
}

async function solveOne(): Promise<Solved> {
  const c = await call(sessionOps.challenge);
  const number = await search(c);
  if (number < 0) throw new Error('human check not solved');
  const expires = /[?&]expires=(\d+)/.exec(c.salt)?.[1];
  const usableUntil = expires ? Number(expires) * 1000 - MARGIN_MS : Number.POSITIVE_INFINITY;
  return { payload: solutionPayload(c, number), usableUntil };
}

let ahead: Promise<Solved> | null = null;

/**
 * Starts solving a check while the player fills the form (the sign-up or the SMS code), so that submitting does not
 * wait for it. Once per form: a solution waits until it is used or about to expire.
 */
export function prepareHumanCheck(): void {
  if (ahead) return;
  const started = solveOne();
  ahead = started;
  // A failed attempt (offline) is forgotten: the submit tries again.
  started.catch(() => {
    if (ahead === started) ahead = null;
  });
}

/** The human check's solution: the one solved ahead when it is still good, else one solved now. Each is used once. */
export async function solveHumanCheck(): Promise<string> {
  const taken = ahead;
  ahead = null;
  const solved = taken ? await taken.catch(() => null) : null;
  if (solved && solved.usableUntil > Date.now()) return solved.payload;
  return (await solveOne()).payload;
}
