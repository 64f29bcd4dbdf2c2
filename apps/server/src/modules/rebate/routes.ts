import { envelope } from '@portal/contracts/envelope';
import { ZConsoleBrandParams } from '@portal/contracts/promotions';
import { rebateOps, ZRebateRateTable } from '@portal/contracts/rebate';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireConsole } from '../operator/index.ts';
import { rateTable, setRateTable } from './console.ts';
import { claimRebate, rebateAccrued, rebateClaims, rebateSettings } from './service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const RATES = '/admin/api/console/brands/:code/rebate-rates';

/** The caller's brand and language. */
async function brandOf(req: FastifyRequest, who: SessionMember) {
  const merchant = await merchantOf(req);
  const lang = (requestLanguage(req, who.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, lang: lang === 'zh' ? 'cn' : lang };
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

  route(app, rebateOps.settings, async ({ who }, req) => {
    const { merchant, lang } = await brandOf(req, who);
    return rebateSettings(db, merchant, who.memberId, lang);
  });
  route(app, rebateOps.accrued, async ({ who }, req) => rebateAccrued(db, await merchantOf(req), who.memberId));
  route(app, rebateOps.claim, async ({ who }, req) => claimRebate(db, await merchantOf(req), who.memberId));
  route(app, rebateOps.claims, async ({ query, who }) => rebateClaims(db, who.memberId, query.pageNo, query.pageSize));

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
