import { page } from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import {
  ZApproveApplication,
  ZConsoleApplication,
  ZConsoleApplicationQuery,
  ZConsoleBrandParams,
  ZConsolePromotion,
  ZConsolePromotionParams,
  ZConsolePromotionQuery,
  ZPromotionInput,
  ZPromotionStatusChange,
  ZRejectApplication,
} from '@portal/contracts/promotions';
import type { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import {
  applicationImage,
  applicationPage,
  approveApplication,
  createPromotion,
  editPromotion,
  promotionOne,
  promotionPage,
  rejectApplication,
  setPromotionStatus,
} from './console.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const BRAND = '/admin/api/console/brands/:code/promotions';
const ONE = '/admin/api/console/promotions/:id';
const APPLICATION = '/admin/api/console/promotions/applications/:id';

/** Promotions in the console (and the CLI): the brand's promotions, their status, and the applications' review. */
export default async function promotionConsoleRoutes(app: App) {
  const { db } = app.deps;
  const route = <V extends z.ZodType, X extends object>(summary: string, value: V, extra: X) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...(extra as X) },
  });

  app.get(
    BRAND,
    route("A brand's promotions, drafts included, with entries and bonuses so far (paged)", page(ZConsolePromotion), {
      params: ZConsoleBrandParams,
      querystring: ZConsolePromotionQuery,
    }),
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      reply.header('cache-control', 'no-store');
      return ok(await promotionPage(db, req.params.code, ZConsolePromotionQuery.parse(req.query)));
    },
  );

  app.post(
    BRAND,
    route('Creates a promotion as a draft (audited)', ZConsolePromotion, {
      params: ZConsoleBrandParams,
      body: ZPromotionInput,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await createPromotion(db, op, req.params.code, req.body));
    },
  );

  app.get(ONE, route('One promotion', ZConsolePromotion, { params: ZConsolePromotionParams }), async (req, reply) => {
    await requireConsole(req, 'promotions.view');
    reply.header('cache-control', 'no-store');
    return ok(await promotionOne(db, req.params.id));
  });

  app.put(
    ONE,
    route('Edits a promotion; issued bonuses keep their terms (audited)', ZConsolePromotion, {
      params: ZConsolePromotionParams,
      body: ZPromotionInput,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await editPromotion(db, op, req.params.id, req.body));
    },
  );

  app.post(
    `${ONE}/status`,
    route('Schedules, starts, pauses or ends a promotion (audited)', ZConsolePromotion, {
      params: ZConsolePromotionParams,
      body: ZPromotionStatusChange,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await setPromotionStatus(db, op, req.params.id, req.body.status));
    },
  );

  app.get(
    '/admin/api/console/brands/:code/promotion-applications',
    route("A brand's promotion applications, waiting ones first (paged)", page(ZConsoleApplication), {
      params: ZConsoleBrandParams,
      querystring: ZConsoleApplicationQuery,
    }),
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      reply.header('cache-control', 'no-store');
      return ok(await applicationPage(db, req.params.code, ZConsoleApplicationQuery.parse(req.query)));
    },
  );

  app.get(
    '/admin/api/console/promotions/images/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An application’s image (PNG or JPEG bytes)',
        params: ZConsolePromotionParams,
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      const image = await applicationImage(db, req.params.id);
      return reply
        .type(image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );

  app.post(
    `${APPLICATION}/approve`,
    route('Approves an application with an amount: the member then claims the bonus (audited)', ZConsoleApplication, {
      params: ZConsolePromotionParams,
      body: ZApproveApplication,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await approveApplication(db, op, req.params.id, req.body.amount));
    },
  );

  app.post(
    `${APPLICATION}/reject`,
    route('Rejects an application with a reason the member sees (audited)', ZConsoleApplication, {
      params: ZConsolePromotionParams,
      body: ZRejectApplication,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await rejectApplication(db, op, req.params.id, req.body.reason));
    },
  );
}
