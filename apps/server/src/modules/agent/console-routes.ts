import { page } from '@portal/contracts/console';
import {
  ZConsoleAgentFigures,
  ZConsoleAgentParams,
  ZConsoleAgentQuery,
  ZConsoleAgentRow,
  ZConsoleDownline,
  ZConsoleDownlineQuery,
} from '@portal/contracts/console-agents';
import { envelope } from '@portal/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { agentFigures, agentPage, memberDownlines } from './console.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Agents in the console: search, one agent's team figures and the downline tree from any member. */
export default async function agentConsoleRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/agents',
    {
      schema: {
        tags,
        security,
        summary: 'Agents by username prefix (paged)',
        querystring: ZConsoleAgentQuery,
        response: { 200: envelope(page(ZConsoleAgentRow)) },
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'agents.view');
      reply.header('cache-control', 'no-store');
      return ok(await agentPage(db, req.query));
    },
  );

  app.get(
    '/admin/api/console/agents/:id/figures',
    {
      schema: {
        tags,
        security,
        summary: "An agent's team figures: direct downlines, team size, new members, team main balance",
        params: ZConsoleAgentParams,
        response: { 200: envelope(ZConsoleAgentFigures) },
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'agents.view');
      reply.header('cache-control', 'no-store');
      return ok(await agentFigures(db, req.params.id));
    },
  );

  app.get(
    '/admin/api/console/agents/:id/downlines',
    {
      schema: {
        tags,
        security,
        summary: "A member's direct downlines with type, balance, last login and their own downline count (paged)",
        params: ZConsoleAgentParams,
        querystring: ZConsoleDownlineQuery,
        response: { 200: envelope(page(ZConsoleDownline)) },
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'agents.view');
      reply.header('cache-control', 'no-store');
      return ok(await memberDownlines(db, req.params.id, req.query));
    },
  );
}
