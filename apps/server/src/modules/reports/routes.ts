import { ZDashboard, ZDashboardQuery } from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { dashboard } from './service.ts';

/** Reports for the console: the dashboard's figures, computed from the ledger, members and payments on each call. */
export default async function reportRoutes(app: App) {
  const { db } = app.deps;

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
}
