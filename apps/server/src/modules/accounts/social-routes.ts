import { envelope } from '@portal/contracts/envelope';
import { ZLoginCodeBody, ZLoginValue, ZSocialCallbackQuery, ZSocialProviderParams } from '@portal/contracts/session';
import { ok } from '../../platform/envelope.ts';
import { isAppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { exchangeLoginCode, finishSocial, startSocial } from './social.ts';

const tags = ['accounts'];
const SAY_WHY = new Set(['error_not_agent', 'non_member_login']);

/** Social sign-in (OpenID Connect or OAuth 2.0 per brand): start, provider callback, and the portal's code exchange. */
export default async function socialRoutes(app: App) {
  const deps = app.deps;
  const callbackUrl = (req: { protocol: string; host: string }, provider: string) =>
    `${deps.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`}/wps/session/social/${provider}/callback`;

  app.get('/wps/session/social/:provider', { schema: { tags, params: ZSocialProviderParams } }, async (req, reply) => {
    const merchant = await merchantOf(req);
    return reply.redirect(
      await startSocial(deps.db, merchant, req.params.provider, callbackUrl(req, req.params.provider)),
    );
  });

  app.get(
    '/wps/session/social/:provider/callback',
    { schema: { tags, params: ZSocialProviderParams, querystring: ZSocialCallbackQuery } },
    async (req, reply) => {
      if (!req.query.code || !req.query.state) return reply.redirect('/?social=cancelled');
      try {
        const loginCode = await finishSocial(
          deps,
          await merchantOf(req),
          req.params.provider,
          req.query.code,
          req.query.state,
        );
        return reply.redirect(`/?loginCode=${encodeURIComponent(loginCode)}`);
      } catch (err) {
        req.log.warn({ err }, 'social sign-in failed');
        // Who may not sign in here is told why; anything else stays a plain failure.
        const reason = isAppError(err) && SAY_WHY.has(err.key) ? `&reason=${err.key}` : '';
        return reply.redirect(`/?social=failed${reason}`);
      }
    },
  );

  app.post(
    '/wps/session/social/exchange',
    { schema: { tags, body: ZLoginCodeBody, response: { 200: envelope(ZLoginValue) } } },
    async (req) => ok(await exchangeLoginCode(deps, await merchantOf(req), req.body.loginCode)),
  );
}
