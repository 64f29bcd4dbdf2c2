import { envelope } from '@portal/contracts/envelope';
import { ZClaimBody, ZClaimValue, ZLeaderboard, ZLeaderboardQuery, ZMissionSummary } from '@portal/contracts/missions';
import type { FastifyRequest } from 'fastify';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { requireMod } from '../brand/index.ts';
import { claimMission, leaderboard, missionSummary } from './service.ts';

const tags = ['missions'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

/** The brand with MISSION3 on and a real (non-trial) member, in the member's language. */
async function missionMember(req: FastifyRequest) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'MISSION3');
  const member = await requireRealMember(req);
  const wanted = (requestLanguage(req, member.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, member, lang: wanted === 'zh' ? 'cn' : wanted };
}

/** Missions and their leaderboard (the member centre's missionLeaderboard page). */
export default async function missionRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      schema: {
        tags,
        security,
        summary: 'The brand’s missions with the member’s progress in their current periods',
        response: { 200: envelope(ZMissionSummary) },
      },
    },
    async (req, reply) => {
      const { merchant, member, lang } = await missionMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await missionSummary(db, merchant, member, lang));
    },
  );

  app.post(
    '/wps/relay/MCSFE_claimMissionReward',
    {
      schema: {
        tags,
        security,
        summary: 'Takes a completed mission’s reward (once per period)',
        body: ZClaimBody,
        response: { 200: envelope(ZClaimValue) },
      },
    },
    async (req) => {
      const { merchant, member, lang } = await missionMember(req);
      return ok(await claimMission(db, merchant, member, req.body.missionId, lang));
    },
  );

  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      schema: {
        tags,
        security,
        summary: 'This week’s players by mission score, others masked, with the member’s own rank',
        querystring: ZLeaderboardQuery,
        response: { 200: envelope(ZLeaderboard) },
      },
    },
    async (req, reply) => {
      const { merchant, member } = await missionMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await leaderboard(db, merchant, member, req.query.size));
    },
  );
}
