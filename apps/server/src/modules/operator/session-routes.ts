import { consoleSessionOps } from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import type { Op } from '@portal/contracts/op';
import type { FastifySchema } from 'fastify';
import { appSecret } from '../../config.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { requireSession } from './guard.ts';
import { confirmEnrolment, currentSession, startEnrolment } from './two-factor.ts';

/**
 * The route's schema from its operation. These stay plain routes (not route()): they are open to a session still due
 * to enrol its second factor (requireSession), which an operation's `operator` auth refuses.
 */
const schemaOf = (o: Op): FastifySchema => ({
  tags: o.tags,
  summary: o.summary,
  security: [{ bearer: [] }],
  ...(o.body ? { body: o.body } : {}),
  response: { 200: envelope(o.response) },
});

/** The console's own session calls: who am I, and two-factor enrolment (open to a session that still needs it). */
export default async function sessionRoutes(app: App) {
  const { db, config, limiter } = app.deps;
  const { me, enrol, confirm } = consoleSessionOps;

  app.route({
    method: me.method,
    url: me.path,
    schema: schemaOf(me),
    handler: async (req) => {
      const { token } = await requireSession(req);
      return ok(await currentSession(db, token));
    },
  });

  app.route({
    method: enrol.method,
    url: enrol.path,
    schema: schemaOf(enrol),
    handler: async (req) => {
      const { session } = await requireSession(req);
      return ok(await startEnrolment(db, appSecret(config), session));
    },
  });

  app.route<{ Body: { code: string } }>({
    method: confirm.method,
    url: confirm.path,
    schema: schemaOf(confirm),
    handler: async (req) => {
      const { session, token } = await requireSession(req);
      // Six digits are few: confirmation attempts are limited per operator like sign-ins.
      if ((await limiter.hit(`op-2fa:${session.operatorId}`, 5 * 60_000)) > 10) throw new AppError('too_many_requests');
      return ok(await confirmEnrolment(db, appSecret(config), session, token, req.body.code));
    },
  });
}
