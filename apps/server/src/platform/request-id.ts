import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy or a client may pass in: short, plain characters only (it goes into every log line). */
const PASSED_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The request's id: the one the proxy in front passed as X-Request-Id when it is plain, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const passed = req.headers['x-request-id'];
  return typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
}
