import { pointsOps, ZConvertBody, ZRedeemBody } from '@portal/contracts/points';
import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../../platform/auth.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import {
  conversionTable,
  convertPoints,
  mallItems,
  pointBalance,
  pointConfig,
  redeemItem,
  redeemList,
} from './mall.ts';

/** The brand with PTSYS3 on, for a real (non-trial) member (route() checked), in the member's language. */
export async function pointsMember(req: FastifyRequest, member: SessionMember) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'PTSYS3');
  const wanted = (requestLanguage(req, member.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, member, lang: wanted === 'zh' ? 'cn' : wanted };
}

/** The points system of the member centre and the points mall (spec: points balance, reward, redeem, list, config, convert). */
export default async function pointsRoutes(app: App) {
  const deps = app.deps;
  const { db } = deps;

  for (const ops of [pointsOps.MCSFE, pointsOps.MCS2]) {
    route(app, ops.balance, async ({ who }, req) => {
      const { merchant, member } = await pointsMember(req, who);
      return pointBalance(db, merchant, member);
    });
    route(app, ops.items, async ({ who }, req) => {
      const { merchant, lang } = await pointsMember(req, who);
      return mallItems(db, merchant, lang);
    });
    route(app, ops.config, async ({ who }, req) => {
      const { merchant, member } = await pointsMember(req, who);
      return pointConfig(db, merchant, member);
    });
    route(app, ops.rates, async ({ who }, req) => {
      const { merchant, member, lang } = await pointsMember(req, who);
      return conversionTable(db, merchant, member, lang);
    });
    route(app, ops.history, async ({ query, who }, req) => {
      const { merchant, member, lang } = await pointsMember(req, who);
      return redeemList(db, merchant, member, lang, query.pageNo, query.pageSize);
    });
  }

  route(app, pointsOps.redeem, async ({ body, who }, req) => {
    const { merchant, member, lang } = await pointsMember(req, who);
    return redeemItem(deps, merchant, member, await deps.encryption.open(body, ZRedeemBody), lang);
  });

  route(app, pointsOps.convert, async ({ body, who }, req) => {
    const { merchant, member, lang } = await pointsMember(req, who);
    return convertPoints(deps, merchant, member, await deps.encryption.open(body, ZConvertBody), lang);
  });
}
