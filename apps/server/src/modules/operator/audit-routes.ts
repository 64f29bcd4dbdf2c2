import { page, ZAuditRow, ZAuditSearchQuery } from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { auditActions, auditPage } from './audit-repo.ts';
import { requireConsole } from './guard.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Every operator action, searchable (admin). */
export default async function auditRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log filtered by operator, action, target and date (admin)',
        querystring: ZAuditSearchQuery,
        response: { 200: envelope(page(ZAuditRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'audit.view');
      return ok(await auditPage(db, req.query));
    },
  );

  app.get(
    '/admin/api/console/audit/actions',
    {
      schema: {
        tags,
        security,
        summary: 'Actions recorded so far (admin)',
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => {
      await requireConsole(req, 'audit.view');
      return ok(await auditActions(db));
    },
  );
}
