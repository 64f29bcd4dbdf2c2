import { envelope } from '@portal/contracts/envelope';
import {
  ZAuditEntry,
  ZAuditQuery,
  ZMaintenanceBody,
  ZMerchantCodeParams,
  ZMerchantSummary,
  ZOperatorLogin,
  ZOperatorSessionValue,
  ZRegionRestrictionBody,
} from '@portal/contracts/operator';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { bearerToken, requireOperator } from '../../platform/operator-auth.ts';
import { WindowLimiter } from '../../platform/rate-limit.ts';
import {
  listMerchants,
  operatorLogin,
  operatorLogout,
  recentAudit,
  setMaintenance,
  setRegionRestriction,
} from './service.ts';

const security = [{ bearer: [] }];
const tags = ['operator'];

/** The operator (back-office) API. Brand switches take effect within the merchant cache TTL, without a restart. */
export default async function operatorRoutes(app: App) {
  const { db } = app.deps;
  const loginLimiter = new WindowLimiter(10, 60_000);

  app.post(
    '/admin/api/session',
    {
      schema: {
        tags,
        summary: 'Operator login',
        body: ZOperatorLogin,
        response: { 200: envelope(ZOperatorSessionValue) },
      },
    },
    async (req) => {
      loginLimiter.hit(`ip:${req.ip}`);
      loginLimiter.hit(`user:${req.body.username.toLowerCase()}`);
      return ok(await operatorLogin(db, req.body.username, req.body.password));
    },
  );

  app.delete(
    '/admin/api/session',
    { schema: { tags, security, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await requireOperator(req);
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

  app.get(
    '/admin/api/audit',
    { schema: { tags, security, querystring: ZAuditQuery, response: { 200: envelope(z.array(ZAuditEntry)) } } },
    async (req) => {
      await requireOperator(req, 'admin');
      const rows = await recentAudit(db, req.query.limit);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
}
