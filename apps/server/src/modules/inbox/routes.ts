import { envelope } from '@portal/contracts/envelope';
import {
  ZInboxPage,
  ZInboxQuery,
  ZMarkReadBody,
  ZSendInboxBody,
  ZSentInboxPage,
  ZSentInboxQuery,
  ZUnreadCount,
} from '@portal/contracts/inbox';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { requireMod } from '../brand/index.ts';
import { inboxPage, markAllRead, markRead, sendMessage, sentMessages, unreadCount } from './service.ts';

const tags = ['inbox'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

/** The brand with INBOX3 on and a real (non-trial) member; the switch is checked first. */
async function reader(req: FastifyRequest) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'INBOX3');
  return { merchant, member: await requireRealMember(req) };
}

/** The member inbox (messageV2) in the platform's relay style, and the operators' sending side. */
export default async function inboxRoutes(app: App) {
  const { db, merchants } = app.deps;

  app.get(
    '/wps/relay/CSP_getInbox',
    {
      schema: {
        tags,
        security,
        summary: 'A page of the member’s messages, newest first, in the member’s language',
        querystring: ZInboxQuery,
        response: { 200: envelope(ZInboxPage) },
      },
    },
    async (req, reply) => {
      const { merchant, member } = await reader(req);
      reply.header('cache-control', 'no-store');
      const lang = requestLanguage(req, member.language);
      return ok(await inboxPage(db, merchant, member, lang, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    { schema: { tags, security, summary: 'Unread messages', response: { 200: envelope(ZUnreadCount) } } },
    async (req, reply) => {
      const { merchant, member } = await reader(req);
      reply.header('cache-control', 'no-store');
      return ok(await unreadCount(db, merchant, member));
    },
  );

  app.post(
    '/wps/relay/CSP_markRead',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one message read; answers the unread count',
        body: ZMarkReadBody,
        response: { 200: envelope(ZUnreadCount) },
      },
    },
    async (req) => {
      const { merchant, member } = await reader(req);
      return ok(await markRead(db, merchant, member, req.body.id));
    },
  );

  app.post(
    '/wps/relay/CSP_markAllRead',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every message read; answers the unread count (0)',
        response: { 200: envelope(ZUnreadCount) },
      },
    },
    async (req) => {
      const { merchant, member } = await reader(req);
      return ok(await markAllRead(db, merchant, member));
    },
  );

  app.post(
    '/admin/api/inbox/messages',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'Send a message to a member, a VIP level and above, the agents or every member of a brand',
        body: ZSendInboxBody,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'support');
      return ok(await sendMessage(db, merchants, op, req.body));
    },
  );

  app.get(
    '/admin/api/inbox/messages',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'Messages operators have sent, newest first, with how many members read each',
        querystring: ZSentInboxQuery,
        response: { 200: envelope(ZSentInboxPage) },
      },
    },
    async (req) => {
      await requireOperator(req, 'support');
      return ok(await sentMessages(db, req.query.page, req.query.size));
    },
  );
}
