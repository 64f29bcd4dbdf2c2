import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import rewardsDevRoutes from './dev-routes.ts';
import missionOperatorRoutes from './operator-routes.ts';
import { progressMissions } from './progress.ts';
import missionRoutes from './routes.ts';

/** The missions area: the member's calls, the console's, the progress job, and its development trigger. */
export default async function missionsModule(app: App) {
  await missionRoutes(app);
  await missionOperatorRoutes(app);
  await rewardsDevRoutes(app);
  scheduleJobs(app, [{ name: 'missions-progress', everyMs: 15_000, run: (a) => progressMissions(a.deps.db) }]);
}
