import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  CHAT_TOKEN_HEADER,
  CHAT_TOKEN_MAX,
  supportConsoleOps,
  supportOps,
  ZSupportPageQuery,
} from '@portal/contracts/support';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { fillPage, withHtmlLang } from '../../platform/page-fill.ts';
import {
  conversationDetail,
  conversations,
  operatorReplies,
  setConversationStatus,
  startConversation,
  visitorSays,
  visitorThread,
} from './service.ts';

/** The visitor's token header; a malformed one is refused as the input validation would refuse it. */
const chatToken = (req: FastifyRequest) => {
  const t = req.headers[CHAT_TOKEN_HEADER];
  if (t === undefined) return '';
  if (typeof t !== 'string' || t.length > CHAT_TOKEN_MAX)
    throw new AppError('bad_request', undefined, {
      fields: [{ field: CHAT_TOKEN_HEADER, message: `at most ${CHAT_TOKEN_MAX} characters` }],
    });
  return t;
};

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

  app.get('/support/chat', { schema: { hide: true, querystring: ZSupportPageQuery } }, async (req, reply) => {
    const m = await merchantOf(req);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(
      fillPage(withHtmlLang(page, esc(m.config.defaultLang)), {
        brand: esc(m.name),
        lang: esc(m.config.defaultLang),
        channel: esc(req.query.channel),
      }),
    );
  });
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

  route(app, supportOps.start, async ({ body }, req, reply) => {
    await limit(`support:start:${req.ip}`, 10, 10 * 60_000);
    // Public calls are cacheable by default; this answer holds the conversation's token.
    reply.header('cache-control', 'no-store');
    return startConversation(db, await merchantOf(req), body.channel, body.name);
  });

  route(app, supportOps.thread, async ({ query }, req, reply) => {
    reply.header('cache-control', 'no-store');
    return visitorThread(db, await merchantOf(req), chatToken(req), query.after);
  });

  route(app, supportOps.say, async ({ body }, req) => {
    const token = chatToken(req);
    await limit(`support:say:${req.ip}`, 30, 60_000);
    return visitorSays(db, await merchantOf(req), token, body.body);
  });

  route(app, supportConsoleOps.conversations, async ({ query }) => conversations(db, query.status));

  route(app, supportConsoleOps.conversation, async ({ params }) => conversationDetail(db, params.id));

  route(app, supportConsoleOps.reply, async ({ params, body, who }) => operatorReplies(db, who, params.id, body.body));

  route(app, supportConsoleOps.setStatus, async ({ params, body, who }) =>
    setConversationStatus(db, who, params.id, body.status),
  );
}
