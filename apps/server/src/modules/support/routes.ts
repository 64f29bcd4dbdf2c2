import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { envelope } from '@portal/contracts/envelope';
import {
  ZConversationDetail,
  ZConversationListQuery,
  ZConversationParams,
  ZConversationStarted,
  ZConversationStatusBody,
  ZConversationSummary,
  ZStartConversationBody,
  ZSupportChannel,
  ZSupportMessage,
  ZSupportMessageBody,
  ZSupportPollQuery,
  ZSupportThread,
} from '@portal/contracts/support';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import {
  conversationDetail,
  conversations,
  operatorReplies,
  setConversationStatus,
  startConversation,
  visitorSays,
  visitorThread,
} from './service.ts';

const chatToken = (req: FastifyRequest) => {
  const t = req.headers['x-chat-token'];
  return typeof t === 'string' ? t : '';
};
const visitorHeaders = z.object({ 'x-chat-token': z.string().max(100).optional() });
const security = [{ bearer: [] }];

/** The chat page's files (HTML, CSS, plain browser scripts), served as they are: no build step. */
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Customer-service chat: the visitor's page and API under /support, the operators' inbox under /admin/api. */
export default async function supportRoutes(app: App) {
  const { db, limiter } = app.deps;
  const limit = async (key: string, max: number, windowMs: number) => {
    if ((await limiter.hit(key, windowMs)) > max) throw new AppError('too_many_requests');
  };
  const page = await readFile(`${PAGE_DIR}chat.html`, 'utf8');

  app.get(
    '/support/chat',
    { schema: { hide: true, querystring: z.object({ channel: ZSupportChannel.default('live') }) } },
    async (req, reply) => {
      const m = await merchantOf(req);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return reply.send(
        page
          .replace('<html lang="en">', `<html lang="${esc(m.config.defaultLang)}">`)
          .replaceAll('{{brand}}', esc(m.name))
          .replaceAll('{{lang}}', esc(m.config.defaultLang))
          .replaceAll('{{channel}}', req.query.channel),
      );
    },
  );
  // The page's stylesheet and scripts, as they are; revalidated on each open, so a page never meets an old script.
  await app.register(fastifyStatic, {
    root: PAGE_DIR,
    prefix: '/support/',
    decorateReply: false,
    wildcard: false,
    globIgnore: ['**/*.html'],
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });

  app.post(
    '/support/api/conversations',
    {
      schema: {
        tags: ['support'],
        summary: 'Open a customer-service conversation; the token is returned once',
        body: ZStartConversationBody,
        response: { 200: envelope(ZConversationStarted) },
      },
    },
    async (req, reply) => {
      await limit(`support:start:${req.ip}`, 10, 10 * 60_000);
      reply.header('cache-control', 'no-store');
      return ok(await startConversation(db, await merchantOf(req), req.body.channel, req.body.name));
    },
  );

  app.get(
    '/support/api/messages',
    {
      schema: {
        tags: ['support'],
        summary: 'The conversation’s messages after an id (header x-chat-token)',
        headers: visitorHeaders,
        querystring: ZSupportPollQuery,
        response: { 200: envelope(ZSupportThread) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await visitorThread(db, await merchantOf(req), chatToken(req), req.query.after));
    },
  );

  app.post(
    '/support/api/messages',
    {
      schema: {
        tags: ['support'],
        summary: 'A visitor’s message (header x-chat-token); reopens a closed conversation',
        headers: visitorHeaders,
        body: ZSupportMessageBody,
        response: { 200: envelope(ZSupportMessage) },
      },
    },
    async (req) => {
      await limit(`support:say:${req.ip}`, 30, 60_000);
      return ok(await visitorSays(db, await merchantOf(req), chatToken(req), req.body.body));
    },
  );

  app.get(
    '/admin/api/support/conversations',
    {
      schema: {
        tags: ['operator'],
        security,
        querystring: ZConversationListQuery,
        response: { 200: envelope(z.array(ZConversationSummary)) },
      },
    },
    async (req) => {
      await requireOperator(req, 'support');
      return ok(await conversations(db, req.query.status));
    },
  );

  app.get(
    '/admin/api/support/conversations/:id',
    {
      schema: {
        tags: ['operator'],
        security,
        params: ZConversationParams,
        response: { 200: envelope(ZConversationDetail) },
      },
    },
    async (req) => {
      await requireOperator(req, 'support');
      return ok(await conversationDetail(db, req.params.id));
    },
  );

  app.post(
    '/admin/api/support/conversations/:id/reply',
    {
      schema: {
        tags: ['operator'],
        security,
        params: ZConversationParams,
        body: ZSupportMessageBody,
        response: { 200: envelope(ZSupportMessage) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'support');
      return ok(await operatorReplies(db, op, req.params.id, req.body.body));
    },
  );

  app.put(
    '/admin/api/support/conversations/:id/status',
    {
      schema: {
        tags: ['operator'],
        security,
        params: ZConversationParams,
        body: ZConversationStatusBody,
        response: { 200: envelope(ZConversationDetail) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'support');
      return ok(await setConversationStatus(db, op, req.params.id, req.body.status));
    },
  );
}
