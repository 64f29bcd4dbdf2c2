import type { App } from '../../platform/http.ts';
import adjustmentRoutes from './adjustment-routes.ts';
import auditRoutes from './audit-routes.ts';
import memberCareRoutes from './member-care-routes.ts';
import memberRoutes from './member-routes.ts';
import outboxRoutes from './outbox-routes.ts';
import queueRoutes from './queue-routes.ts';
import sessionRoutes from './session-routes.ts';
import teamRoutes from './team-routes.ts';

/** The operator console's calls (the web console at /admin/ uses these beside the older operator calls). */
export default async function consoleRoutes(app: App) {
  await sessionRoutes(app);
  await teamRoutes(app);
  await queueRoutes(app);
  await memberRoutes(app);
  await memberCareRoutes(app);
  await auditRoutes(app);
  await adjustmentRoutes(app);
  await outboxRoutes(app);
}
