import { envelope } from '@portal/contracts/envelope';
import {
  ZFeedbackAdminPage,
  ZFeedbackAdminQuery,
  ZFeedbackAnswerBody,
  ZFeedbackBody,
  ZFeedbackImageParams,
  ZFeedbackItem,
  ZFeedbackPage,
  ZFeedbackParams,
  ZFeedbackQuery,
} from '@portal/contracts/feedback';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { requireMod } from '../brand/index.ts';
import {
  answerFeedback,
  feedbackForOperators,
  feedbackImage,
  memberFeedback,
  oneFeedback,
  submitFeedback,
} from './service.ts';

const tags = ['feedback'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const operatorSecurity = [{ bearer: [] }];
// Three images of 5 MB as base64 data URLs, with room for the text.
const FEEDBACK_BODY_LIMIT = 22 * 1024 * 1024;

/** FEEDBACK3 on and a real (non-trial) member; the switch is checked first. */
async function author(req: FastifyRequest) {
  requireMod(await merchantOf(req), 'FEEDBACK3');
  return requireRealMember(req);
}

/** Player feedback (FEEDBACK3) and the operators' answers. */
export default async function feedbackRoutes(app: App) {
  const { db } = app.deps;

  app.put(
    '/wps/feedback',
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send feedback: a complaint type, 10 to 1000 characters and up to 3 PNG or JPEG images',
        body: ZFeedbackBody,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await submitFeedback(db, await author(req), req.body)),
  );

  app.get(
    '/wps/feedback',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s feedback, newest first, with status and answer',
        querystring: ZFeedbackQuery,
        response: { 200: envelope(ZFeedbackPage) },
      },
    },
    async (req, reply) => {
      const m = await author(req);
      reply.header('cache-control', 'no-store');
      return ok(await memberFeedback(db, m.memberId, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get(
    '/wps/feedback/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the member’s feedback',
        params: ZFeedbackParams,
        response: { 200: envelope(ZFeedbackItem) },
      },
    },
    async (req, reply) => {
      const m = await author(req);
      reply.header('cache-control', 'no-store');
      return ok(await oneFeedback(db, m.memberId, req.params.id));
    },
  );

  app.get(
    '/admin/api/feedback',
    {
      schema: {
        tags: ['operator'],
        security: operatorSecurity,
        summary: 'Feedback of every brand, newest first, by status',
        querystring: ZFeedbackAdminQuery,
        response: { 200: envelope(ZFeedbackAdminPage) },
      },
    },
    async (req) => {
      await requireOperator(req, 'support');
      return ok(await feedbackForOperators(db, req.query.status, req.query.page, req.query.size));
    },
  );

  app.post(
    '/admin/api/feedback/:id/answer',
    {
      schema: {
        tags: ['operator'],
        security: operatorSecurity,
        summary: 'Answer a feedback once; the member also gets the answer in the inbox',
        params: ZFeedbackParams,
        body: ZFeedbackAnswerBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'support');
      await answerFeedback(db, op, req.params.id, req.body.answer);
      return ok(null);
    },
  );

  app.get(
    '/admin/api/feedback/:id/images/:imageId',
    {
      schema: {
        tags: ['operator'],
        security: operatorSecurity,
        summary: 'An image of a feedback (PNG or JPEG bytes)',
        params: ZFeedbackImageParams,
      },
    },
    async (req, reply) => {
      await requireOperator(req, 'support');
      const image = await feedbackImage(db, req.params.id, req.params.imageId);
      return reply
        .type(image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );
}
