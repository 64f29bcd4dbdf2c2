import { agentConsoleOps } from '@portal/contracts/console-agents';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { agentFigures, agentPage, memberDownlines } from './console.ts';

/** Agents in the console: search, one agent's team figures and the downline tree from any member. */
export default async function agentConsoleRoutes(app: App) {
  const { db } = app.deps;
  route(app, agentConsoleOps.list, async ({ query }) => agentPage(db, query));
  route(app, agentConsoleOps.figures, async ({ params }) => agentFigures(db, params.id));
  route(app, agentConsoleOps.downlines, async ({ params, query }) => memberDownlines(db, params.id, query));
}
