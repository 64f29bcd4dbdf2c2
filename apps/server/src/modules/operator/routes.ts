import { envelope } from '@portal/contracts/envelope';
import {
  ZAuditEntry,
  ZAuditQuery,
  ZCreateOperatorBody,
  ZHostsBody,
  ZMaintenanceBody,
  ZMerchantCodeParams,
  ZMerchantConfigView,
  ZMerchantSummary,
  ZOperatorCreated,
  ZOperatorDisabledBody,
  ZOperatorLogin,
  ZOperatorParams,
  ZOperatorPasswordBody,
  ZOperatorSessionValue,
  ZOperatorSummary,
  ZRegionRestrictionBody,
} from '@portal/contracts/operator';
import { z } from 'zod';
import { appSecret } from '../../config.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { bearerToken, requireOperator } from '../../platform/operator-auth.ts';
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
  setOperatorDisabled,
  setRegionRestriction,
} from './service.ts';

/** Operator login attempts per username and per IP in one window (shared through Redis when configured). */
const LOGIN_LIMIT_USER = 10;
const LOGIN_LIMIT_IP = 60;
const LOGIN_WINDOW_MS = 5 * 60_000;

const security = [{ bearer: [] }];
const tags = ['operator'];

/** The operator (back-office) API. Brand switches take effect within the merchant cache TTL, without a restart. */
export default async function operatorRoutes(app: App) {
  const { db, limiter } = app.deps;

  app.post(
    '/admin/api/session',
    {
      schema: {
        tags,
        summary: 'Operator sign-in: password, plus a two-factor code (otp) once the operator has set it up',
        body: ZOperatorLogin,
        response: { 200: envelope(ZOperatorSessionValue) },
      },
    },
    async (req) => {
      // An attempt counts as a failure from its start (parallel guesses meet the limit) until it succeeds, so an
      // operator who signs in often (the CLI signs in per command) is never locked out by their own successes.
      const ipKey = `op-login:ip:${req.ip}`;
      const userKey = `op-login:user:${req.body.username.toLowerCase()}`;
      const byIp = await limiter.hit(ipKey, LOGIN_WINDOW_MS);
      const byUser = await limiter.hit(userKey, LOGIN_WINDOW_MS);
      if (byIp > LOGIN_LIMIT_IP || byUser > LOGIN_LIMIT_USER) throw new AppError('too_many_requests');
      const session = await operatorLogin(db, req.body.username, req.body.password, {
        otp: req.body.otp,
        appSecret: appSecret(app.deps.config),
      });
      await Promise.all([limiter.undo(ipKey), limiter.undo(userKey)]);
      return ok(session);
    },
  );

  app.delete(
    '/admin/api/session',
    { schema: { tags, security, response: { 200: envelope(z.null()) } } },
    async (req) => {
      // Signing out is open to a session still due to enrol its second factor.
      await requireOperator(req, undefined, { beforeTwoFactor: true });
      await operatorLogout(db, bearerToken(req) ?? '');
      return ok(null);
    },
  );

  app.get(
    '/admin/api/merchants',
    { schema: { tags, security, response: { 200: envelope(z.array(ZMerchantSummary)) } } },
    async (req) => {
      await requireOperator(req);
      return ok(await listMerchants(db));
    },
  );

  app.put(
    '/admin/api/merchants/:code/maintenance',
    {
      schema: {
        tags,
        security,
        params: ZMerchantCodeParams,
        body: ZMaintenanceBody,
        response: { 200: envelope(ZMaintenanceBody) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'admin');
      await setMaintenance(db, op, req.params.code, req.body.on);
      app.deps.merchants.invalidate();
      return ok({ on: req.body.on });
    },
  );

  app.put(
    '/admin/api/merchants/:code/region-restriction',
    {
      schema: {
        tags,
        security,
        params: ZMerchantCodeParams,
        body: ZRegionRestrictionBody,
        response: { 200: envelope(ZRegionRestrictionBody) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'admin');
      const countries = await setRegionRestriction(db, op, req.params.code, req.body.countries);
      app.deps.merchants.invalidate();
      return ok({ countries });
    },
  );

  app.put(
    '/admin/api/merchants/:code/hosts',
    {
      schema: {
        tags,
        security,
        summary: 'The host names a brand serves (each host at most one brand)',
        params: ZMerchantCodeParams,
        body: ZHostsBody,
        response: { 200: envelope(ZHostsBody) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'admin');
      const hosts = await setHosts(db, op, req.params.code, req.body.hosts);
      app.deps.merchants.invalidate();
      return ok({ hosts });
    },
  );

  app.get(
    '/admin/api/audit',
    { schema: { tags, security, querystring: ZAuditQuery, response: { 200: envelope(z.array(ZAuditEntry)) } } },
    async (req) => {
      await requireOperator(req, 'admin');
      const rows = await recentAudit(db, req.query.limit);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );

  app.get(
    '/admin/api/merchants/:code/config',
    {
      schema: {
        tags,
        security,
        summary: 'A brand row and its whole configuration (secrets masked)',
        params: ZMerchantCodeParams,
        response: { 200: envelope(ZMerchantConfigView) },
      },
    },
    async (req) => {
      await requireOperator(req);
      return ok(await merchantConfigView(db, req.params.code));
    },
  );

  app.put(
    '/admin/api/session/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the calling operator’s password; their other sessions end',
        body: ZOperatorPasswordBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireOperator(req);
      await changeOperatorPassword(db, op, bearerToken(req) ?? '', req.body.password, req.body.newPassword);
      return ok(null);
    },
  );

  app.get(
    '/admin/api/operators',
    { schema: { tags, security, response: { 200: envelope(z.array(ZOperatorSummary)) } } },
    async (req) => {
      await requireOperator(req, 'admin');
      return ok(await listOperators(db));
    },
  );

  app.post(
    '/admin/api/operators',
    {
      schema: {
        tags,
        security,
        summary: 'Create an operator (a generated password is returned once when none is given)',
        body: ZCreateOperatorBody,
        response: { 200: envelope(ZOperatorCreated) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'admin');
      return ok(await addOperator(db, op, req.body));
    },
  );

  app.put(
    '/admin/api/operators/:username/disabled',
    {
      schema: {
        tags,
        security,
        params: ZOperatorParams,
        body: ZOperatorDisabledBody,
        response: { 200: envelope(ZOperatorSummary) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'admin');
      return ok(await setOperatorDisabled(db, op, req.params.username, req.body.disabled));
    },
  );
}
