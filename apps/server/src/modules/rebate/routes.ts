import { givebackConsoleOps } from '@portal/contracts/givebacks';
import { rebateConsoleOps, rebateOps } from '@portal/contracts/rebate';
import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../../platform/auth.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { brandByCode } from '../brand/index.ts';
import { rateTable, setRateTable } from './console.ts';
import { givebackSheet } from './givebacks.ts';
import { claimRebate, rebateAccrued, rebateClaims, rebateSettings } from './service.ts';

/** The caller's brand and language. */
async function brandOf(req: FastifyRequest, who: SessionMember) {
  const merchant = await merchantOf(req);
  const lang = (requestLanguage(req, who.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, lang: lang === 'zh' ? 'cn' : lang };
}

/** manualRebate's relays for the member and the rate table for the console (and the CLI). */
export default async function rebateRoutes(app: App) {
  const { db } = app.deps;
  route(app, rebateOps.settings, async ({ who }, req) => {
    const { merchant, lang } = await brandOf(req, who);
    return rebateSettings(db, merchant, who.memberId, lang);
  });
  route(app, rebateOps.accrued, async ({ who }, req) => rebateAccrued(db, await merchantOf(req), who.memberId));
  route(app, rebateOps.claim, async ({ who }, req) => claimRebate(db, await merchantOf(req), who.memberId));
  route(app, rebateOps.claims, async ({ query, who }) => rebateClaims(db, who.memberId, query.pageNo, query.pageSize));

  route(app, rebateConsoleOps.rates, ({ params }) => rateTable(db, params.code));
  route(app, rebateConsoleOps.setRates, ({ params, body, who }) => setRateTable(db, who, params.code, body));
  route(app, givebackConsoleOps.sheet, async ({ params }) => givebackSheet(db, await brandByCode(db, params.code)));
}
