import { envelope } from '@portal/contracts/envelope';
import {
  ZConversionTable,
  ZConvertBody,
  ZMallItems,
  ZPointBalance,
  ZPointConfig,
  ZRedeemBody,
  ZRedeemQuery,
  ZRedeemValue,
  ZRedemptionPage,
} from '@portal/contracts/points';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ZEncryptedBody } from '../../platform/encryption.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
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

const tags = ['points'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
/** Encrypted calls document their body; a plaintext one reaches the handler and is refused with encryption_required. */
const encrypted = { body: z.union([ZEncryptedBody, z.record(z.string(), z.unknown())]) };

/** The brand with PTSYS3 on and a real (non-trial) member, in the member's language; the switch is checked first. */
export async function pointsMember(req: FastifyRequest) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'PTSYS3');
  const member = await requireRealMember(req);
  const wanted = (requestLanguage(req, member.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, member, lang: wanted === 'zh' ? 'cn' : wanted };
}

/** The points system of the member centre and the points mall (spec: points balance, reward, redeem, list, config, convert). */
export default async function pointsRoutes(app: App) {
  const deps = app.deps;
  const { db } = deps;
  const read = <T extends z.ZodType>(summary: string, value: T, extra: Record<string, unknown> = {}) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...extra },
  });

  for (const prefix of ['MCSFE', 'MCS2']) {
    app.get(`/wps/relay/${prefix}_getPointBalance`, read('The member’s points', ZPointBalance), async (req, reply) => {
      const { merchant, member } = await pointsMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await pointBalance(db, merchant, member));
    });
    app.get(`/wps/relay/${prefix}_getPointReward`, read('The points mall’s items', ZMallItems), async (req) => {
      const { merchant, lang } = await pointsMember(req);
      return ok(await mallItems(db, merchant, lang));
    });
    app.get(
      `/wps/relay/${prefix}_getPointConfig`,
      read('Earning rates and the rules’ figures', ZPointConfig),
      async (req) => {
        const { merchant, member } = await pointsMember(req);
        return ok(await pointConfig(db, merchant, member));
      },
    );
    app.get(
      `/wps/relay/${prefix}_getPointRewardConversionType`,
      read('Exchange rates, points to cash, per VIP level', ZConversionTable),
      async (req) => {
        const { merchant, member, lang } = await pointsMember(req);
        return ok(await conversionTable(db, merchant, member, lang));
      },
    );
    app.get(
      `/wps/relay/${prefix}_getRedeemPointList`,
      read('Redeem history, newest first', ZRedemptionPage, { querystring: ZRedeemQuery }),
      async (req, reply) => {
        const { merchant, member, lang } = await pointsMember(req);
        const query = ZRedeemQuery.parse(req.query);
        reply.header('cache-control', 'no-store');
        return ok(await redeemList(db, merchant, member, lang, query.pageNo, query.pageSize));
      },
    );
  }

  app.post(
    '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    read('Redeems a mall item (encrypted, payment password)', ZRedeemValue, encrypted),
    async (req) => {
      const { merchant, member, lang } = await pointsMember(req);
      const body = await deps.encryption.open(req.body, ZRedeemBody);
      return ok(await redeemItem(deps, merchant, member, body, lang));
    },
  );

  app.post(
    '/wps/relay/passwordCheck/MCSFE_convertPoint',
    read('Converts points to cash at the member’s rate (encrypted, payment password)', ZRedeemValue, encrypted),
    async (req) => {
      const { merchant, member, lang } = await pointsMember(req);
      const body = await deps.encryption.open(req.body, ZConvertBody);
      return ok(await convertPoints(deps, merchant, member, body, lang));
    },
  );
}
