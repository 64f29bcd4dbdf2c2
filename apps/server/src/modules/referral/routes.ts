import { envelope } from '@portal/contracts/envelope';
import { ZConsoleBrandParams } from '@portal/contracts/promotions';
import { referralOps, ZReferralSettings, ZReferralSettingsInput } from '@portal/contracts/referral';
import type { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
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

  route(app, referralOps.info, async ({ who }, req) =>
    referralInfo(db, await merchantOf(req), who.memberId, `${req.protocol}://${req.host}`),
  );
  route(app, referralOps.list, async ({ query, who }) => referralList(db, who.memberId, query.pageNo, query.pageSize));

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
