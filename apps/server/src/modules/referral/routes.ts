import { envelope } from '@portal/contracts/envelope';
import { ZConsoleBrandParams } from '@portal/contracts/promotions';
import {
  REFERRAL_PATHS as P,
  ZReferralInfo,
  ZReferralList,
  ZReferralQuery,
  ZReferralSettings,
  ZReferralSettingsInput,
} from '@portal/contracts/referral';
import type { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { consoleReferralSettings, setReferralSettings } from './console.ts';
import { referralInfo, referralList } from './service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const SETTINGS = '/admin/api/console/brands/:code/referral';

/** Referral's relays for the member and the programme's settings for the console (and the CLI). */
export default async function referralRoutes(app: App) {
  const { db } = app.deps;
  const schema = <V extends z.ZodType, X extends object = object>(
    summary: string,
    value: V,
    extra?: X,
    tags = ['referral'],
  ) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...(extra as X) },
  });

  app.get(
    P.info,
    schema('The member’s referral code, link, reward terms and totals', ZReferralInfo),
    async (req, reply) => {
      const merchant = await merchantOf(req);
      const m = await requireRealMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await referralInfo(db, merchant, m.memberId, `${req.protocol}://${req.host}`));
    },
  );

  app.get(
    P.list,
    schema('The players the member brought (masked), newest first', ZReferralList, { querystring: ZReferralQuery }),
    async (req, reply) => {
      const m = await requireRealMember(req);
      const q = ZReferralQuery.parse(req.query);
      reply.header('cache-control', 'no-store');
      return ok(await referralList(db, m.memberId, q.pageNo, q.pageSize));
    },
  );

  app.get(
    SETTINGS,
    schema("A brand's referral programme", ZReferralSettings, { params: ZConsoleBrandParams }, ['operator']),
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      reply.header('cache-control', 'no-store');
      return ok(await consoleReferralSettings(db, req.params.code));
    },
  );

  app.put(
    SETTINGS,
    schema(
      "Sets a brand's referral programme: on or off, qualifying first deposit, reward (audited)",
      ZReferralSettings,
      { params: ZConsoleBrandParams, body: ZReferralSettingsInput },
      ['operator'],
    ),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await setReferralSettings(db, op, req.params.code, req.body));
    },
  );
}
