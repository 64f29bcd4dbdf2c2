import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import mallArtRoutes from './art-routes.ts';
import { creditPoints } from './earn.ts';
import pointsOperatorRoutes from './operator-routes.ts';
import pointsRoutes from './routes.ts';

/** How often the points job reads new settled rounds. */
export const EARN_EVERY_MS = 15_000;

/** The points area: the member's calls, the console's, the items' art, and the job that credits points on bets. */
export default async function pointsModule(app: App) {
  await pointsRoutes(app);
  await pointsOperatorRoutes(app);
  await mallArtRoutes(app);
  scheduleJobs(app, [{ name: 'points-earn', everyMs: EARN_EVERY_MS, run: (a) => creditPoints(a.deps.db) }]);
}
