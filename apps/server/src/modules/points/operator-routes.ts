import { pointsConsoleOps } from '@portal/contracts/points-console';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { consoleItems, createItem, decideRedemption, redemptionQueue, updateItem } from './operator.ts';

/** The points mall in the console: admins manage items, support and admins decide redemptions in process. */
export default async function pointsOperatorRoutes(app: App) {
  const { db, merchants } = app.deps;

  route(app, pointsConsoleOps.items, () => consoleItems(db));
  route(app, pointsConsoleOps.createItem, ({ body, who }) => createItem(db, merchants, who, body));

  route(app, pointsConsoleOps.updateItem, ({ params, body, who }) => updateItem(db, who, params.id, body));
  route(app, pointsConsoleOps.redemptions, ({ query }) => redemptionQueue(db, query.status, query.page, query.size));
  route(app, pointsConsoleOps.decide, ({ params, body, who }) => decideRedemption(db, who, params.id, body));
}
