import { reportOps, ZReportCsvQuery } from '@portal/contracts/console-reports';
import { brandsOf } from '../../platform/brand-scope.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireConsole } from '../operator/index.ts';
import { report, reportCsv } from './report.ts';
import { dashboard } from './service.ts';

/** Reports for the console: the dashboard's figures, computed from the ledger, members and payments on each call. */
export default async function reportRoutes(app: App) {
  // Reports tolerate a replica's lag of seconds: they read through readDb (DATABASE_READ_URL when set).
  const { readDb: db } = app.deps;

  route(app, reportOps.dashboard, async ({ query, who }) =>
    dashboard(db, query, await brandsOf(app, who, query.merchant)),
  );

  route(app, reportOps.report, async ({ query, who }) => report(db, query, await brandsOf(app, who, query.merchant)));

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
      const who = await requireConsole(req, 'reports.view');
      const { report: kind, from, to } = req.query;
      const csv = reportCsv(await report(db, req.query, await brandsOf(app, who, req.query.merchant)), kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
