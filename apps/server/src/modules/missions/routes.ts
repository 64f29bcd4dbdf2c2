import { missionOps } from '@portal/contracts/missions';
import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../../platform/auth.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { claimMission, leaderboard, missionSummary } from './service.ts';

/** The brand with MISSION3 on, and the (real) member's language. */
async function missionBrand(req: FastifyRequest, member: SessionMember) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'MISSION3');
  const wanted = (requestLanguage(req, member.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, lang: wanted === 'zh' ? 'cn' : wanted };
}

/** Missions and their leaderboard (the member centre's missionLeaderboard page). */
export default async function missionRoutes(app: App) {
  const { db } = app.deps;

  route(app, missionOps.summary, async ({ who }, req) => {
    const { merchant, lang } = await missionBrand(req, who);
    return missionSummary(db, merchant, who, lang);
  });

  route(app, missionOps.claim, async ({ body, who }, req) => {
    const { merchant, lang } = await missionBrand(req, who);
    return claimMission(db, merchant, who, body.missionId, lang);
  });

  route(app, missionOps.leaderboard, async ({ query, who }, req) => {
    const { merchant } = await missionBrand(req, who);
    return leaderboard(db, merchant, who, query.size);
  });
}
