import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import { addWithdrawalCheck } from '../wallet/index.ts';
import promotionArtRoutes from './art-routes.ts';
import { turnoverCheck } from './bonuses.ts';
import promotionConsoleRoutes from './console-routes.ts';
import { runPromotionJobs } from './jobs.ts';
import promotionRoutes from './routes.ts';

/** How often the promotions job matches deposits, counts turnover and expires bonuses. */
export const PROMOTIONS_EVERY_MS = 15_000;

/** The promotions area: the portal's relays, the console's calls, the banners, the job and the withdrawal check. */
export default async function promotionsModule(app: App) {
  // The wallet asks this before every withdrawal request: no withdrawal while a bonus's turnover is open.
  addWithdrawalCheck('promotions:turnover', turnoverCheck);
  await promotionRoutes(app);
  await promotionConsoleRoutes(app);
  await promotionArtRoutes(app);
  scheduleJobs(app, [{ name: 'promotions', everyMs: PROMOTIONS_EVERY_MS, run: (a) => runPromotionJobs(a.deps.db) }]);
}
