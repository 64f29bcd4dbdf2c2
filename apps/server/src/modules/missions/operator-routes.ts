import { envelope } from '@portal/contracts/envelope';
import { ZConsoleMissions, ZConsoleMissionsQuery, ZCreateMission, ZUpdateMission } from '@portal/contracts/missions';
import { ZIdParam } from '@portal/contracts/points-console';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { consoleMissions, createMission, setMissionActive } from './operator.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Missions in the console: every operator role may read them, admins create and switch them. */
export default async function missionOperatorRoutes(app: App) {
  const { db, merchants } = app.deps;
  app.get(
    '/admin/api/missions',
    {
      schema: {
        tags,
        security,
        summary: 'Missions of every brand, or of one brand with its languages',
        querystring: ZConsoleMissionsQuery,
        response: { 200: envelope(ZConsoleMissions) },
      },
    },
    async (req) => {
      await requireOperator(req);
      return ok(await consoleMissions(db, merchants, req.query.merchantCode));
    },
  );
  app.post(
    '/admin/api/missions',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a mission (admin)',
        body: ZCreateMission,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await createMission(db, merchants, await requireOperator(req, 'admin'), req.body)),
  );
  app.patch(
    '/admin/api/missions/:id',
    {
      schema: {
        tags,
        security,
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
