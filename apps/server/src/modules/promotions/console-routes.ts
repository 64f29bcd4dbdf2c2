import { bonusHoldOps } from '@portal/contracts/bonus-holds';
import { bonusRulesOf } from '@portal/contracts/merchant-config';
import { promotionConsoleOps, ZConsolePromotionParams } from '@portal/contracts/promotions';
import { reachesRecord } from '../../platform/brand-scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { brandByCode, saveBonusRules } from '../brand/index.ts';
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
import { bonusHoldPage, reviewHold } from './holds.ts';

/** Promotions in the console (and the CLI): the brand's promotions, their status, and the applications' review. */
export default async function promotionConsoleRoutes(app: App) {
  const { db } = app.deps;
  const ops = promotionConsoleOps;

  route(app, ops.list, async ({ params, query }) => promotionPage(db, params.code, query));
  route(app, ops.create, async ({ params, body, who }) => createPromotion(db, who, params.code, body));
  route(app, ops.one, async ({ params }) => promotionOne(db, params.id));
  route(app, ops.edit, async ({ params, body, who }) => editPromotion(db, who, params.id, body));
  route(app, ops.setStatus, async ({ params, body, who }) => setPromotionStatus(db, who, params.id, body.status));
  route(app, ops.applications, async ({ params, query }) => applicationPage(db, params.code, query));

  // The image's bytes, not an envelope: a plain route.
  app.get(
    '/admin/api/console/promotions/images/:id',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'An application’s image (PNG or JPEG bytes)',
        params: ZConsolePromotionParams,
      },
    },
    async (req, reply) => {
      const who = await requireConsole(req, 'promotions.view');
      const image = await applicationImage(db, req.params.id);
      if (!(await reachesRecord(app, who, 'member', String(image.memberId)))) throw new AppError('not_found');
      return reply
        .type(image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );

  route(app, ops.approve, async ({ params, body, who }) => approveApplication(db, who, params.id, body.amount));
  route(app, ops.reject, async ({ params, body, who }) => rejectApplication(db, who, params.id, body.reason));

  route(app, bonusHoldOps.list, async ({ params, query }) => bonusHoldPage(db, params.code, query));
  route(app, bonusHoldOps.release, async ({ params, body, who }) =>
    reviewHold(db, who, params.id, 'release', body.note),
  );
  route(app, bonusHoldOps.cancel, async ({ params, body, who }) => reviewHold(db, who, params.id, 'cancel', body.note));
  route(app, bonusHoldOps.rules, async ({ params }) => bonusRulesOf((await brandByCode(db, params.code)).config));
  route(app, bonusHoldOps.setRules, async ({ params, body, who }) => {
    const saved = await saveBonusRules(db, who, params.code, body);
    app.deps.merchants.invalidate();
    return saved;
  });
}
