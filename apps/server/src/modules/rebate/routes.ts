import { envelope } from '@portal/contracts/envelope';
import { ZConsoleBrandParams } from '@portal/contracts/promotions';
import {
  REBATE_PATHS as P,
  ZRebateAccrued,
  ZRebateClaim,
  ZRebateClaimBody,
  ZRebateClaimList,
  ZRebateClaimQuery,
  ZRebateRateTable,
  ZRebateSettings,
} from '@portal/contracts/rebate';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { rateTable, setRateTable } from './console.ts';
import { claimRebate, rebateAccrued, rebateClaims, rebateSettings } from './service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const RATES = '/admin/api/console/brands/:code/rebate-rates';

async function member(req: FastifyRequest) {
  const merchant = await merchantOf(req);
  const m = await requireRealMember(req);
  const lang = (requestLanguage(req, m.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, memberId: m.memberId, lang: lang === 'zh' ? 'cn' : lang };
}

/** manualRebate's relays for the member and the rate table for the console (and the CLI). */
export default async function rebateRoutes(app: App) {
  const { db } = app.deps;
  const schema = <V extends z.ZodType, X extends object = object>(
    summary: string,
    value: V,
    extra?: X,
    tags = ['rebate'],
  ) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...(extra as X) },
  });

  app.get(
    P.settings,
    schema('The member’s rebate rate per product at their VIP level', ZRebateSettings),
    async (req) => {
      const c = await member(req);
      return ok(await rebateSettings(db, c.merchant, c.memberId, c.lang));
    },
  );

  app.get(
    P.accrued,
    schema('The rebate valid bets since the last claim have earned, per product', ZRebateAccrued),
    async (req, reply) => {
      const c = await member(req);
      reply.header('cache-control', 'no-store');
      return ok(await rebateAccrued(db, c.merchant, c.memberId));
    },
  );

  app.post(
    P.claim,
    schema('Pays the accrued rebate into the main wallet (once)', ZRebateClaim, { body: ZRebateClaimBody }),
    async (req) => {
      const c = await member(req);
      return ok(await claimRebate(db, c.merchant, c.memberId));
    },
  );

  app.get(
    P.claims,
    schema('The member’s rebate claims, newest first', ZRebateClaimList, { querystring: ZRebateClaimQuery }),
    async (req, reply) => {
      const c = await member(req);
      const q = ZRebateClaimQuery.parse(req.query);
      reply.header('cache-control', 'no-store');
      return ok(await rebateClaims(db, c.memberId, q.pageNo, q.pageSize));
    },
  );

  app.get(
    RATES,
    schema(
      "A brand's rebate rates per VIP level and product (basis points)",
      ZRebateRateTable,
      {
        params: ZConsoleBrandParams,
      },
      ['operator'],
    ),
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      reply.header('cache-control', 'no-store');
      return ok(await rateTable(db, req.params.code));
    },
  );

  app.put(
    RATES,
    schema(
      "Replaces a brand's rebate rate table (audited)",
      ZRebateRateTable,
      {
        params: ZConsoleBrandParams,
        body: ZRebateRateTable,
      },
      ['operator'],
    ),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await setRateTable(db, op, req.params.code, req.body));
    },
  );
}
