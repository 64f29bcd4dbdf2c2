import { promotionConsoleOps, ZConsolePromotionParams } from '@portal/contracts/promotions';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
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

  route(app, ops.approve, async ({ params, body, who }) => approveApplication(db, who, params.id, body.amount));
  route(app, ops.reject, async ({ params, body, who }) => rejectApplication(db, who, params.id, body.reason));
}
