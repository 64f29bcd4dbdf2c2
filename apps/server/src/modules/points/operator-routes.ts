import { envelope } from '@portal/contracts/envelope';
import { pointsConsoleOps, ZIdParam, ZUpdateItem } from '@portal/contracts/points-console';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { consoleItems, createItem, decideRedemption, redemptionQueue, updateItem } from './operator.ts';

/** The points mall in the console: admins manage items, support and admins decide redemptions in process. */
export default async function pointsOperatorRoutes(app: App) {
  const { db, merchants } = app.deps;

  route(app, pointsConsoleOps.items, () => consoleItems(db));
  route(app, pointsConsoleOps.createItem, ({ body, who }) => createItem(db, merchants, who, body));

  // A plain route: an operation has no PATCH method (the path and method stay as the console and CLI call them).
  app.patch(
    '/admin/api/points/items/:id',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'Changes an item’s price, stock or availability (admin)',
        params: ZIdParam,
        body: ZUpdateItem,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await updateItem(db, await requireConsole(req, 'points.items'), req.params.id, req.body);
      return ok(null);
    },
  );

  route(app, pointsConsoleOps.redemptions, ({ query }) => redemptionQueue(db, query.status, query.page, query.size));
  route(app, pointsConsoleOps.decide, ({ params, body, who }) => decideRedemption(db, who, params.id, body));
}
