import { envelope } from '@portal/contracts/envelope';
import { ZOutboxQuery, ZOutboxValue } from '@portal/contracts/session';
import { fail, ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { fromThisMachine } from '../../platform/loopback.ts';
import { accountsRepo } from './repo.ts';

/**
 * Development only: what the outbox adapter "sent" (SMS and email), newest first. Absent in production, and served
 * only to this machine: the outbox holds login codes, so a development server reachable from elsewhere must not
 * hand them out (another visitor would answer not found, as in production).
 */
export default async function devRoutes(app: App) {
  if (app.deps.config.NODE_ENV === 'production') return;
  app.addHook('onRequest', async (req, reply) => {
    if (!fromThisMachine(req)) return reply.status(404).send(fail('not_found'));
  });
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        // Development only (absent in production): not part of the published API.
        hide: true,
        querystring: ZOutboxQuery,
        response: { 200: envelope(ZOutboxValue) },
      },
    },
    async (req) => {
      const rows = await accountsRepo.outboxFor(app.deps.db, req.query.to);
      return ok(
        rows.map((r) => ({
          channel: r.channel,
          to: r.recipient,
          text: r.body,
          // A reset link's token first: a random token can hold six digits in a row.
          code: /resetToken=([\w-]+)/.exec(r.body)?.[1] ?? /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
          time: r.createdAt.toISOString(),
        })),
      );
    },
  );
}
