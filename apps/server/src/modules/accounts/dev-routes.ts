import { envelope } from '@portal/contracts/envelope';
import { ZOutboxQuery, ZOutboxValue } from '@portal/contracts/session';
import { fail, ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { fromThisMachine } from '../../platform/loopback.ts';
import { outboxMessages } from './outbox.ts';

/**
 * Development only: what the outbox adapter "sent" (SMS and email), newest first. Absent unless DEV_ENDPOINTS is on
 * (never in production), and then served only to this machine: the outbox holds login codes, so a server reachable
 * from elsewhere must not hand them out (another visitor would answer not found). Operators read the outbox on the
 * console's Outbox screen instead.
 */
export default async function devRoutes(app: App) {
  if (app.deps.config.NODE_ENV === 'production' || app.deps.config.DEV_ENDPOINTS !== 'on') return;
  app.addHook('onRequest', async (req, reply) => {
    if (!fromThisMachine(req)) return reply.status(404).send(fail('not_found'));
  });
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        // Development only (absent unless DEV_ENDPOINTS is on): not part of the published API.
        hide: true,
        querystring: ZOutboxQuery,
        response: { 200: envelope(ZOutboxValue) },
      },
    },
    async (req) => ok(await outboxMessages(app.deps.db, req.query.to)),
  );
}
