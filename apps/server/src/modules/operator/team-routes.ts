import { teamOps } from '@portal/contracts/console';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { changeRole, resetOperatorTwoFactor } from './team.ts';
import { operatorPage } from './team-repo.ts';

/** Operator accounts in the console (admin): list, role, two-factor reset. Create and disable are in routes.ts. */
export default async function teamRoutes(app: App) {
  const { db } = app.deps;

  route(app, teamOps.list, ({ query }) => operatorPage(db, query));
  route(app, teamOps.setRole, async ({ params, body, who }) => {
    await changeRole(db, who, params.username, body.role);
    return null;
  });
  route(app, teamOps.resetTwoFactor, async ({ params, who }) => {
    await resetOperatorTwoFactor(db, who, params.username);
    return null;
  });
}
