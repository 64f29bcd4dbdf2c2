import { ZDashboard, ZDashboardQuery } from '@portal/contracts/console';
import { ZReport, ZReportCsvQuery, ZReportQuery } from '@portal/contracts/console-reports';
import { envelope } from '@portal/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { report, reportCsv } from './report.ts';
import { dashboard } from './service.ts';

/** Reports for the console: the dashboard's figures, computed from the ledger, members and payments on each call. */
export default async function reportRoutes(app: App) {
  // Reports tolerate a replica's lag of seconds: they read through readDb (DATABASE_READ_URL when set).
  const { readDb: db } = app.deps;

  app.get(
    '/admin/api/console/dashboard',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'Today and a period by day: registrations, first deposits, deposits, withdrawals, bets, GGR, actives',
        querystring: ZDashboardQuery,
        response: { 200: envelope(ZDashboard) },
      },
    },
    async (req) => {
      await requireConsole(req, 'dashboard.view');
      return ok(await dashboard(db, req.query));
    },
  );

  app.get(
    '/admin/api/console/reports',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'A period day by day: P&L by vendor and game type, payments by channel, new and active players',
        querystring: ZReportQuery,
        response: { 200: envelope(ZReport) },
      },
    },
    async (req) => {
      await requireConsole(req, 'reports.view');
      return ok(await report(db, req.query));
    },
  );

  app.get(
    '/admin/api/console/reports/csv',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'One of the period’s reports as a CSV download (UTF-8, RFC 4180)',
        querystring: ZReportCsvQuery,
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'reports.view');
      const { report: kind, from, to } = req.query;
      const csv = reportCsv(await report(db, req.query), kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
