import { feedbackConsoleOps, feedbackOps, ZFeedbackImageParams } from '@portal/contracts/feedback';
import type { FastifyRequest } from 'fastify';
import { reachesRecord } from '../../platform/brand-scope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import {
  answerFeedback,
  feedbackForOperators,
  feedbackImage,
  memberFeedback,
  oneFeedback,
  submitFeedback,
} from './service.ts';

// Three images of 5 MB as base64 data URLs, with room for the text.
const FEEDBACK_BODY_LIMIT = 22 * 1024 * 1024;

/** FEEDBACK3 on (the operation has already checked for a real, non-trial member). */
const feedbackOn = async (req: FastifyRequest) => requireMod(await merchantOf(req), 'FEEDBACK3');

/** Player feedback (FEEDBACK3) and the operators' answers. */
export default async function feedbackRoutes(app: App) {
  const { db } = app.deps;

  route(
    app,
    feedbackOps.send,
    async ({ body, who }, req) => {
      await feedbackOn(req);
      return submitFeedback(db, who, body);
    },
    { bodyLimit: FEEDBACK_BODY_LIMIT },
  );

  route(app, feedbackOps.list, async ({ query, who }, req) => {
    await feedbackOn(req);
    return memberFeedback(db, who.memberId, query.pageNo, query.pageSize);
  });

  route(app, feedbackOps.one, async ({ params, who }, req) => {
    await feedbackOn(req);
    return oneFeedback(db, who.memberId, params.id);
  });

  route(app, feedbackConsoleOps.list, async ({ query }) =>
    feedbackForOperators(db, query.status, query.page, query.size),
  );

  route(app, feedbackConsoleOps.answer, async ({ params, body, who }) => {
    await answerFeedback(db, who, params.id, body.answer);
    return null;
  });

  // An image's bytes, not JSON: a plain route.
  app.get(
    '/admin/api/feedback/:id/images/:imageId',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'An image of a feedback (PNG or JPEG bytes)',
        params: ZFeedbackImageParams,
      },
    },
    async (req, reply) => {
      const who = await requireOperator(req, 'support');
      const image = await feedbackImage(db, req.params.id, req.params.imageId);
      if (!(await reachesRecord(app, who, 'member', String(image.memberId)))) throw new AppError('not_found');
      return reply
        .type(image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );
}
