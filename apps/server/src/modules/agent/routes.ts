import {
  AGENT_PATHS,
  ZAgentNoticeRead,
  ZAgentNoticeReadValue,
  ZAgentNoticesQuery,
  ZAgentNoticesValue,
  ZDownlineList,
  ZDownlineQuery,
  ZDownlineTransactionsQuery,
  ZRegisterDownlinePayload,
  ZRegisterDownlineValue,
  ZTeamBetsQuery,
  ZTeamBetsValue,
  ZTeamOverview,
  ZTeamProfitQuery,
  ZTeamProfitValue,
} from '@portal/contracts/agent';
import { envelope } from '@portal/contracts/envelope';
import { ZTransactionValue } from '@portal/contracts/wallet';
import type { FastifyRequest } from 'fastify';
import { requireAgent, requireMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import {
  agentNotices,
  downlineList,
  downlineTransactions,
  readNotice,
  registerDownline,
  teamBetRecords,
  teamOverview,
  teamProfitLoss,
} from './service.ts';

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

  const agentOf = async (req: FastifyRequest) => requireAgent(await requireMember(req));
  const langOf = (req: FastifyRequest, saved: string | null) => requestLanguage(req, saved) ?? 'en';

  app.post(
    AGENT_PATHS.registerDownline,
    {
      schema: {
        tags,
        security,
        summary: 'Opens a player or a sub-agent directly under the agent, with the default initial password',
        body: ZRegisterDownlinePayload,
        response: { 200: envelope(ZRegisterDownlineValue) },
      },
    },
    async (req) => {
      const agent = await agentOf(req);
      const merchant = await merchantOf(req);
      if (merchant.id !== agent.merchantId) throw new AppError('forbidden');
      if ((await app.deps.limiter.hit(`agent:register:${agent.memberId}`, 3600_000)) > 60)
        throw new AppError('too_many_requests');
      return ok(await registerDownline(db, merchant, agent, req.body, req.ip));
    },
  );

  app.get(
    AGENT_PATHS.teamBets,
    {
      schema: {
        tags,
        security,
        summary: "The settled cash rounds of the agent's whole team, filtered, paged, with totals",
        querystring: ZTeamBetsQuery,
        response: { 200: envelope(ZTeamBetsValue) },
      },
    },
    async (req, reply) => {
      const agent = await agentOf(req);
      reply.header('cache-control', 'no-store');
      return ok(await teamBetRecords(db, agent, req.query, langOf(req, agent.language)));
    },
  );

  app.get(
    AGENT_PATHS.teamProfit,
    {
      schema: {
        tags,
        security,
        summary: 'Profit and loss per team member for the day, week, half month or month containing a date',
        querystring: ZTeamProfitQuery,
        response: { 200: envelope(ZTeamProfitValue) },
      },
    },
    async (req, reply) => {
      const agent = await agentOf(req);
      reply.header('cache-control', 'no-store');
      return ok(await teamProfitLoss(db, agent, req.query));
    },
  );

  app.get(
    AGENT_PATHS.downlineTransactions,
    {
      schema: {
        tags,
        security,
        summary: "A team member's account record (main balance), read-only",
        querystring: ZDownlineTransactionsQuery,
        response: { 200: envelope(ZTransactionValue) },
      },
    },
    async (req, reply) => {
      const agent = await agentOf(req);
      reply.header('cache-control', 'no-store');
      return ok(await downlineTransactions(db, agent, req.query, langOf(req, agent.language)));
    },
  );

  app.get(
    AGENT_PATHS.notices,
    {
      schema: {
        tags,
        security,
        summary: "The brand's notices to agents, newest first, with read state",
        querystring: ZAgentNoticesQuery,
        response: { 200: envelope(ZAgentNoticesValue) },
      },
    },
    async (req, reply) => {
      const agent = await agentOf(req);
      reply.header('cache-control', 'no-store');
      return ok(await agentNotices(db, agent, req.query, langOf(req, agent.language)));
    },
  );

  app.post(
    AGENT_PATHS.noticeRead,
    {
      schema: {
        tags,
        security,
        summary: 'Marks one agent notice read; answers the unread count',
        body: ZAgentNoticeRead,
        response: { 200: envelope(ZAgentNoticeReadValue) },
      },
    },
    async (req) => ok(await readNotice(db, await agentOf(req), req.body.id)),
  );
}
