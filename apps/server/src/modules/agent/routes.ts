import { AGENT_PATHS, ZDownlineList, ZDownlineQuery, ZTeamOverview } from '@portal/contracts/agent';
import { envelope } from '@portal/contracts/envelope';
import { requireMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { downlineList, requireAgent, teamOverview } from './service.ts';

const tags = ['agent'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

/** Agent centre: team overview and downline management (docs/decisions.md records the paths). */
export default async function agentRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    AGENT_PATHS.teamOverview,
    {
      schema: {
        tags,
        security,
        summary: "The agent's affiliate code, referral link and team figures",
        response: { 200: envelope(ZTeamOverview) },
      },
    },
    async (req, reply) => {
      const agent = requireAgent(await requireMember(req));
      // The request's own host: each brand's link points at the domain the agent is using.
      const origin = `${req.protocol}://${req.host}`;
      reply.header('cache-control', 'no-store');
      return ok(await teamOverview(db, agent, origin));
    },
  );

  app.get(
    AGENT_PATHS.downlineList,
    {
      schema: {
        tags,
        security,
        summary: "The agent's direct downlines, paged, by username prefix",
        querystring: ZDownlineQuery,
        response: { 200: envelope(ZDownlineList) },
      },
    },
    async (req, reply) => {
      const agent = requireAgent(await requireMember(req));
      reply.header('cache-control', 'no-store');
      return ok(await downlineList(db, agent, req.query));
    },
  );
}
