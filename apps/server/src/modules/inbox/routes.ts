import { inboxConsoleOps, inboxOps } from '@portal/contracts/inbox';
import type { FastifyRequest } from 'fastify';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { inboxPage, markAllRead, markRead, sendMessage, sentMessages, unreadCount } from './service.ts';

/** The brand, with INBOX3 on (the operation has already checked for a real, non-trial member). */
async function brand(req: FastifyRequest) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'INBOX3');
  return merchant;
}

/** The member inbox (messageV2) in the platform's relay style, and the operators' sending side. */
export default async function inboxRoutes(app: App) {
  const { db, merchants } = app.deps;

  route(app, inboxOps.page, async ({ query, who }, req) => {
    const merchant = await brand(req);
    const lang = requestLanguage(req, who.language);
    return inboxPage(db, merchant, who, lang, query.pageNo, query.pageSize);
  });

  route(app, inboxOps.unread, async ({ who }, req) => unreadCount(db, await brand(req), who));

  route(app, inboxOps.markRead, async ({ body, who }, req) => markRead(db, await brand(req), who, body.id));

  route(app, inboxOps.markAllRead, async ({ who }, req) => markAllRead(db, await brand(req), who));

  route(app, inboxConsoleOps.send, async ({ body, who }) => sendMessage(db, merchants, who, body));

  route(app, inboxConsoleOps.sent, async ({ query }) => sentMessages(db, query.page, query.size));
}
