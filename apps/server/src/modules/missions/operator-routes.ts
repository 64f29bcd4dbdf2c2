import { envelope } from '@portal/contracts/envelope';
import { missionConsoleOps, ZUpdateMission } from '@portal/contracts/missions';
import { ZIdParam } from '@portal/contracts/points-console';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { consoleMissions, createMission, setMissionActive } from './operator.ts';

/** Missions in the console: every operator role may read them, admins create and switch them. */
export default async function missionOperatorRoutes(app: App) {
  const { db, merchants } = app.deps;
  route(app, missionConsoleOps.list, async ({ query }) => consoleMissions(db, merchants, query.merchantCode));
  route(app, missionConsoleOps.create, async ({ body, who }) => createMission(db, merchants, who, body));
  // A plain route: operations have no PATCH method (op.ts), and the console calls it as PATCH.
  app.patch(
    '/admin/api/missions/:id',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'Switches a mission on or off (admin)',
        params: ZIdParam,
        body: ZUpdateMission,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setMissionActive(db, await requireOperator(req, 'admin'), req.params.id, req.body.active);
      return ok(null);
    },
  );
}
