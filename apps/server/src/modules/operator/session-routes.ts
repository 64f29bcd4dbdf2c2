import { ZConsoleMe, ZTwoFactorConfirmBody, ZTwoFactorConfirmed, ZTwoFactorEnrolment } from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { appSecret } from '../../config.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { requireSession } from './guard.ts';
import { confirmEnrolment, currentSession, startEnrolment } from './two-factor.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** The console's own session calls: who am I, and two-factor enrolment (open to a session that still needs it). */
export default async function sessionRoutes(app: App) {
  const { db, config, limiter } = app.deps;

  app.get(
    '/admin/api/session',
    { schema: { tags, security, summary: 'The calling operator’s session', response: { 200: envelope(ZConsoleMe) } } },
    async (req) => {
      const { token } = await requireSession(req);
      return ok(await currentSession(db, token));
    },
  );

  app.post(
    '/admin/api/session/two-factor/enrolment',
    {
      schema: {
        tags,
        security,
        summary: 'Start two-factor enrolment: a new TOTP secret and its otpauth URL for the QR code',
        response: { 200: envelope(ZTwoFactorEnrolment) },
      },
    },
    async (req) => {
      const { session } = await requireSession(req);
      return ok(await startEnrolment(db, appSecret(config), session));
    },
  );

  app.post(
    '/admin/api/session/two-factor/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm enrolment with a code: two-factor on, this session verified, ten recovery codes shown once',
        body: ZTwoFactorConfirmBody,
        response: { 200: envelope(ZTwoFactorConfirmed) },
      },
    },
    async (req) => {
      const { session, token } = await requireSession(req);
      // Six digits are few: confirmation attempts are limited per operator like sign-ins.
      if ((await limiter.hit(`op-2fa:${session.operatorId}`, 5 * 60_000)) > 10) throw new AppError('too_many_requests');
      return ok(await confirmEnrolment(db, appSecret(config), session, token, req.body.code));
    },
  );
}
