import { envelope } from '@portal/contracts/envelope';
import { operatorOps } from '@portal/contracts/operator';
import { appSecret } from '../../config.ts';
import { ownBrands } from '../../platform/brand-scope.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { bearerToken, requireOperator } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import {
  addOperator,
  changeOperatorPassword,
  listMerchants,
  listOperators,
  merchantConfigView,
  operatorLogin,
  operatorLogout,
  recentAudit,
  setHosts,
  setMaintenance,
  setOperatorBrands,
  setOperatorDisabled,
  setRegionRestriction,
} from './service.ts';

/** Operator login attempts per username and per IP in one window (shared through Redis when configured). */
const LOGIN_LIMIT_USER = 10;
const LOGIN_LIMIT_IP = 60;
const LOGIN_WINDOW_MS = 5 * 60_000;

/** The operator (back-office) API. Brand switches take effect within the merchant cache TTL, without a restart. */
export default async function operatorRoutes(app: App) {
  const { db, limiter } = app.deps;

  route(app, operatorOps.signIn, async ({ body }, req) => {
    // An attempt counts as a failure from its start (parallel guesses meet the limit) until it succeeds, so an
    // operator who signs in often (the CLI signs in per command) is never locked out by their own successes.
    const ipKey = `op-login:ip:${req.ip}`;
    const userKey = `op-login:user:${body.username.toLowerCase()}`;
    const byIp = await limiter.hit(ipKey, LOGIN_WINDOW_MS);
    const byUser = await limiter.hit(userKey, LOGIN_WINDOW_MS);
    if (byIp > LOGIN_LIMIT_IP || byUser > LOGIN_LIMIT_USER) throw new AppError('too_many_requests');
    const session = await operatorLogin(db, body.username, body.password, {
      otp: body.otp,
      appSecret: appSecret(app.deps.config),
    });
    await Promise.all([limiter.undo(ipKey), limiter.undo(userKey)]);
    return session;
  });

  // A plain route: signing out is open to a session still due to enrol its second factor (no op auth says so).
  const signOut = operatorOps.signOut;
  app.route({
    method: signOut.method,
    url: signOut.path,
    schema: {
      tags: signOut.tags,
      summary: signOut.summary,
      security: [{ bearer: [] }],
      response: { 200: envelope(signOut.response) },
    },
    handler: async (req) => {
      await requireOperator(req, undefined, { beforeTwoFactor: true });
      await operatorLogout(db, bearerToken(req) ?? '');
      return ok(null);
    },
  });

  route(app, operatorOps.merchants, async ({ who }) => ownBrands(who, await listMerchants(db)));

  route(app, operatorOps.maintenance, async ({ params, body, who }) => {
    await setMaintenance(db, who, params.code, body.on);
    app.deps.merchants.invalidate();
    return { on: body.on };
  });

  route(app, operatorOps.regionRestriction, async ({ params, body, who }) => {
    const countries = await setRegionRestriction(db, who, params.code, body.countries);
    app.deps.merchants.invalidate();
    return { countries };
  });

  route(app, operatorOps.hosts, async ({ params, body, who }) => {
    const hosts = await setHosts(db, who, params.code, body.hosts);
    app.deps.merchants.invalidate();
    return { hosts };
  });

  route(app, operatorOps.recentAudit, async ({ query }) => {
    const rows = await recentAudit(db, query.limit);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });

  route(app, operatorOps.merchantConfig, ({ params }) => merchantConfigView(db, params.code));

  route(app, operatorOps.changePassword, async ({ body, who }, req) => {
    await changeOperatorPassword(db, who, bearerToken(req) ?? '', body.password, body.newPassword);
    return null;
  });

  route(app, operatorOps.operators, () => listOperators(db));
  route(app, operatorOps.createOperator, ({ body, who }) => addOperator(db, who, body));
  route(app, operatorOps.setBrands, ({ params, body, who }) =>
    setOperatorBrands(db, who, params.username, body.brands),
  );
  route(app, operatorOps.setDisabled, ({ params, body, who }) =>
    setOperatorDisabled(db, who, params.username, body.disabled),
  );
}
