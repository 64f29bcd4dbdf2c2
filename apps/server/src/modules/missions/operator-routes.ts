import { missionConsoleOps } from '@portal/contracts/missions';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { consoleMissions, createMission, setMissionActive } from './operator.ts';

/** Missions in the console: every operator role may read them, admins create and switch them. */
export default async function missionOperatorRoutes(app: App) {
  const { db, merchants } = app.deps;
  route(app, missionConsoleOps.list, async ({ query }) => consoleMissions(db, merchants, query.merchantCode));
  route(app, missionConsoleOps.create, async ({ body, who }) => createMission(db, merchants, who, body));
  route(app, missionConsoleOps.setActive, async ({ params, body, who }) => {
    await setMissionActive(db, who, params.id, body.active);
    return null;
  });
}
