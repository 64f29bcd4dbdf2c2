import { bootKey } from '@portal/contracts/boot';

/**
 * The first answers the server put in the document (apps/server/src/platform/web-boot.ts): the public GET calls the
 * first paint waits for. Each is taken once, only by a visitor without a session and only in the page's first
 * seconds; anything else asks the server as usual.
 */
const FRESH_MS = 20_000;
let answers: Record<string, unknown> | null = null;

/** The document's answer to `url` (its envelope), once; undefined when there is none. */
export function takeBoot(url: string): unknown {
  if (answers === null) {
    try {
      answers = JSON.parse(document.getElementById('boot')?.textContent || '{}') as Record<string, unknown>;
    } catch {
      answers = {};
    }
  }
  if (performance.now() > FRESH_MS) return undefined;
  const key = bootKey(url);
  const answer = answers[key];
  delete answers[key];
  return answer;
}
