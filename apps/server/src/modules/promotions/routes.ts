import { promotionOps } from '@portal/contracts/promotions';
import type { FastifyRequest } from 'fastify';
import { requireMember, type SessionMember, TRIAL } from '../../platform/auth.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { bearerToken } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { bonusDetails, forfeitBonus } from './bonuses.ts';
import {
  applyPromotion,
  availablePromotions,
  type Caller,
  claimList,
  claimPromotion,
  joinPromotion,
  promotionCategoriesOf,
  promotionDetail,
  signUpReward,
} from './service.ts';

/** Up to 3 images of 5 MB as data URLs, plus the comment. */
const APPLICATION_BODY_LIMIT = 22 * 1024 * 1024;
/** The reward centre's whitelabel switch (api-paths.md). */
const REWARDS = 'REWCEN3';

const langOf = (req: FastifyRequest, saved: string | null, def: string) => {
  const l = (requestLanguage(req, saved) ?? def).toLowerCase();
  return l === 'zh' ? 'cn' : l;
};

/** The real member (checked by the operation's auth) of this brand, in their language; with `mod`, its switch. */
async function member(req: FastifyRequest, m: SessionMember, mod?: string): Promise<Caller & { memberId: number }> {
  const merchant = await merchantOf(req);
  if (mod) requireMod(merchant, mod);
  return { merchant, memberId: m.memberId, lang: langOf(req, m.language, merchant.config.defaultLang) };
}

/** Whoever asks: a member when a token is sent (a trial account reads as a visitor), else a visitor. */
async function anyone(req: FastifyRequest): Promise<Caller> {
  const merchant = await merchantOf(req);
  const m = bearerToken(req) ? await requireMember(req) : null;
  const real = m && m.isAgent !== TRIAL ? m : null;
  return {
    merchant,
    memberId: real?.memberId ?? null,
    lang: langOf(req, real?.language ?? null, merchant.config.defaultLang),
  };
}

/** The promotions' relays for the portal: lists, one promotion, join, apply, claim, the claim list and bonuses. */
export default async function promotionRoutes(app: App) {
  const { db } = app.deps;
  const ops = promotionOps;

  route(app, ops.categories, async (_input, req) => {
    const c = await anyone(req);
    return promotionCategoriesOf(db, c.merchant, c.lang);
  });

  route(app, ops.available, async ({ query, who }, req) =>
    availablePromotions(db, await member(req, who, REWARDS), query),
  );

  route(app, ops.merchantAvailable, async ({ query }, req) => {
    const merchant = await merchantOf(req);
    requireMod(merchant, REWARDS);
    const c = { merchant, memberId: null, lang: langOf(req, null, merchant.config.defaultLang) };
    return availablePromotions(db, c, query);
  });

  route(app, ops.detail, async ({ query }, req, reply) => {
    const c = await anyone(req);
    reply.header('cache-control', c.memberId === null ? 'private, max-age=60' : 'no-store');
    return promotionDetail(db, c, query.id);
  });

  route(app, ops.join, async ({ body, who }, req) =>
    joinPromotion(db, await member(req, who, REWARDS), body.promotionId),
  );

  route(app, ops.apply, async ({ body, who }, req) => applyPromotion(db, await member(req, who, REWARDS), body), {
    bodyLimit: APPLICATION_BODY_LIMIT,
  });

  route(app, ops.claim, async ({ body, who }, req) =>
    claimPromotion(db, await member(req, who, REWARDS), body.promotionId),
  );

  route(app, ops.signUpReward, async ({ body, who }, req) =>
    signUpReward(db, await member(req, who), body.promotionId),
  );

  route(app, ops.claimList, async ({ query, who }, req) =>
    claimList(db, await member(req, who, REWARDS), query.pageNo, query.pageSize),
  );

  route(app, ops.bonuses, async ({ query, who }, req) => {
    const c = await member(req, who);
    return bonusDetails(db, c.memberId, query, c.lang, c.merchant.config.defaultLang);
  });

  route(app, ops.forfeit, async ({ body, who }, req) => {
    const c = await member(req, who);
    return forfeitBonus(db, c.memberId, body.bonusId, c.lang, c.merchant.config.defaultLang);
  });
}
