/// <reference lib="webworker" />
import { type PowChallenge, solvePow } from './pow-solve.ts';

// The proof of work's search, off the page's thread: the page stays responsive while the player types.
self.onmessage = (e: MessageEvent<PowChallenge>) => {
  self.postMessage(solvePow(e.data));
};
