import type { FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';

/** Where a NUL character sits in a value (a key or a string, at any depth), or null when there is none. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '.' : null;
  if (typeof value !== 'object' || value === null || depth > 32 || ArrayBuffer.isView(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const found = nulPath(v, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The seamless-wallet API answers in its own protocol (HTTP 200 and a status) and refuses such input itself. */
const OWN_PROTOCOL = '/provider/wallet/';

/**
 * PostgreSQL's text cannot hold a NUL character, so a string carrying one would fail inside a query as a 500. No
 * field of the portal has a use for it: any body, query or path parameter with one is refused before validation.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    if (req.url.startsWith(OWN_PROTOCOL)) return;
    const where = nulPath(req.params) ?? nulPath(req.query) ?? nulPath(req.body);
    if (where)
      return reply.status(400).send(fail('bad_request', { fields: [{ field: where, message: 'NUL character' }] }));
  });
}
