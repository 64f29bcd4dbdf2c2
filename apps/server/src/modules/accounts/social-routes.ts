import { sessionOps, ZSocialCallbackQuery, ZSocialProviderParams } from '@portal/contracts/session';
import type { FastifyRequest } from 'fastify';
import { isAppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { route } from '../../platform/ops.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { exchangeLoginCode, finishSocial, startSocial } from './social.ts';

const tags = ['accounts'];
const SAY_WHY = new Set(['error_not_agent', 'non_member_login']);

/** Social sign-in (OpenID Connect or OAuth 2.0 per brand): start, provider callback, and the portal's code exchange. */
export default async function socialRoutes(app: App) {
  const deps = app.deps;
  const callbackUrl = (req: FastifyRequest, merchant: Merchant, provider: string) =>
    `${siteOrigin(deps.config, merchant, req)}/wps/session/social/${provider}/callback`;

  // The start and the provider's callback answer redirects: plain routes, not operations.
  app.get('/wps/session/social/:provider', { schema: { tags, params: ZSocialProviderParams } }, async (req, reply) => {
    const merchant = await merchantOf(req);
    return reply.redirect(
      await startSocial(deps.db, merchant, req.params.provider, callbackUrl(req, merchant, req.params.provider)),
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

  route(app, sessionOps.socialExchange, async ({ body }, req) =>
    exchangeLoginCode(deps, await merchantOf(req), body.loginCode, req.ip),
  );
}
