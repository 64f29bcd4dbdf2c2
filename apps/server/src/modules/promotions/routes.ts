import { envelope } from '@portal/contracts/envelope';
import {
  PROMOTION_PATHS as P,
  ZApplyBody,
  ZBonus,
  ZBonusDetails,
  ZBonusQuery,
  ZClaimList,
  ZClaimListQuery,
  ZClaimValue,
  ZForfeitBody,
  ZPromotionAction,
  ZPromotionCategories,
  ZPromotionDetail,
  ZPromotionDetailQuery,
  ZPromotionList,
  ZPromotionListQuery,
  ZSignUpRewardBody,
} from '@portal/contracts/promotions';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireMember, requireRealMember, TRIAL } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { bearerToken } from '../../platform/operator-auth.ts';
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

const tags = ['promotions'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
/** Up to 3 images of 5 MB as data URLs, plus the comment. */
const APPLICATION_BODY_LIMIT = 22 * 1024 * 1024;
/** The reward centre's whitelabel switch (api-paths.md). */
const REWARDS = 'REWCEN3';

const langOf = (req: FastifyRequest, saved: string | null, def: string) => {
  const l = (requestLanguage(req, saved) ?? def).toLowerCase();
  return l === 'zh' ? 'cn' : l;
};

/** A real member of this brand, in their language; with `mod`, the switch is checked first. */
async function member(req: FastifyRequest, mod?: string): Promise<Caller & { memberId: number }> {
  const merchant = await merchantOf(req);
  if (mod) requireMod(merchant, mod);
  const m = await requireRealMember(req);
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
  const schema = <V extends z.ZodType, X extends object = object>(summary: string, value: V, extra?: X) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...(extra as X) },
  });

  app.get(
    P.categories,
    schema('The promotions page’s type filter with live counts', ZPromotionCategories),
    async (req) => {
      const c = await anyone(req);
      return ok(await promotionCategoriesOf(db, c.merchant, c.lang));
    },
  );

  app.get(
    P.available,
    schema('The member’s promotions, each with the status its card acts on', ZPromotionList, {
      querystring: ZPromotionListQuery,
    }),
    async (req, reply) => {
      const c = await member(req, REWARDS);
      reply.header('cache-control', 'no-store');
      return ok(await availablePromotions(db, c, ZPromotionListQuery.parse(req.query)));
    },
  );

  app.get(
    P.merchantAvailable,
    schema('The brand’s running and coming promotions for visitors (no login)', ZPromotionList, {
      querystring: ZPromotionListQuery,
    }),
    async (req) => {
      const merchant = await merchantOf(req);
      requireMod(merchant, REWARDS);
      const c = { merchant, memberId: null, lang: langOf(req, null, merchant.config.defaultLang) };
      return ok(await availablePromotions(db, c, ZPromotionListQuery.parse(req.query)));
    },
  );

  app.get(
    P.detail,
    schema('One promotion (/promoDetail): texts, terms and the member’s entry and bonus', ZPromotionDetail, {
      querystring: ZPromotionDetailQuery,
    }),
    async (req, reply) => {
      const c = await anyone(req);
      reply.header('cache-control', c.memberId === null ? 'private, max-age=60' : 'no-store');
      return ok(await promotionDetail(db, c, ZPromotionDetailQuery.parse(req.query).id));
    },
  );

  app.post(
    P.join,
    schema('Joins a deposit match (its next qualifying deposit is matched)', ZPromotionDetail, {
      body: ZPromotionAction,
    }),
    async (req) => ok(await joinPromotion(db, await member(req, REWARDS), req.body.promotionId)),
  );

  app.post(
    P.apply,
    {
      bodyLimit: APPLICATION_BODY_LIMIT,
      ...schema(
        'Applies with a comment (at most 140 characters) and up to 3 png/jpg images of 5 MB',
        ZPromotionDetail,
        {
          body: ZApplyBody,
        },
      ),
    },
    async (req) => ok(await applyPromotion(db, await member(req, REWARDS), req.body)),
  );

  app.post(
    P.claim,
    schema('Claims what a fixed bonus or cashback has due', ZClaimValue, { body: ZPromotionAction }),
    async (req) => ok(await claimPromotion(db, await member(req, REWARDS), req.body.promotionId)),
  );

  app.post(P.signUpReward, schema('Claims the sign-up bonus', ZClaimValue, { body: ZSignUpRewardBody }), async (req) =>
    ok(await signUpReward(db, await member(req), req.body.promotionId)),
  );

  app.get(
    P.claimList,
    schema('The member’s promotion entries and claims, newest first', ZClaimList, { querystring: ZClaimListQuery }),
    async (req, reply) => {
      const c = await member(req, REWARDS);
      const q = ZClaimListQuery.parse(req.query);
      reply.header('cache-control', 'no-store');
      return ok(await claimList(db, c, q.pageNo, q.pageSize));
    },
  );

  app.get(
    P.bonuses,
    schema('bonusDetails: the member’s bonuses with requirement, progress and expiry', ZBonusDetails, {
      querystring: ZBonusQuery,
    }),
    async (req, reply) => {
      const c = await member(req);
      reply.header('cache-control', 'no-store');
      return ok(
        await bonusDetails(db, c.memberId, ZBonusQuery.parse(req.query), c.lang, c.merchant.config.defaultLang),
      );
    },
  );

  app.post(
    P.forfeit,
    schema('Gives an active bonus up: it returns to the house, its turnover ends', ZBonus, { body: ZForfeitBody }),
    async (req) => {
      const c = await member(req);
      return ok(await forfeitBonus(db, c.memberId, req.body.bonusId, c.lang, c.merchant.config.defaultLang));
    },
  );
}
