import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import contractConsoleRoutes from './console-routes.ts';
import contractRoutes from './routes.ts';
import { runDuePayouts } from './runs.ts';

/** Agent contracts: the member relays, the console's calls and the payout job (every 30 s; each period once). */
export default async function agentContractsModule(app: App) {
  await contractRoutes(app);
  await contractConsoleRoutes(app);
  scheduleJobs(app, [{ name: 'contract-payouts', everyMs: 30_000, run: (a, now) => runDuePayouts(a.deps.db, now) }]);
}
