import { randomUUID } from 'node:crypto';
import { balanceStreamOps, END_EVENT, ZStreamQuery } from '@portal/contracts/balance-stream';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import { balanceEvent } from './balance.ts';
import { BalanceHub, type BalanceStream } from './hub.ts';
import { streamRepo } from './repo.ts';

const tags = ['wallet'];
/** A ticket is spent within seconds of being issued: it only bridges the POST and the EventSource's GET. */
const TICKET_SECONDS = 30;
/** Heartbeats keep proxies from closing an idle stream; a watcher row lives a few heartbeats without refresh. */
export const HEARTBEAT_MS = 25_000;
const WATCH_SECONDS = 90;

/**
 * The live balance: Server-Sent Events fed by the ledger's NOTIFY (migration 0211), one LISTEN per instance, fanned
 * out here to each member's open streams.
 */
export default async function balanceStreamRoutes(app: App) {
  const { db, database } = app.deps;
  const hub = new BalanceHub(
    (memberId) => balanceEvent(db, memberId),
    (err) => app.log.warn({ err }, 'live balance read failed'),
  );
  const stopListening = await database.listen(
    'member_balance',
    (payload) => {
      const memberId = Number(payload);
      if (Number.isSafeInteger(memberId)) hub.changed(memberId);
    },
    () => hub.changedAll(),
  );

  /** Every heartbeat: ping each stream, keep its watcher alive, and end those whose session is over. */
  const beat = async () => {
    const streams = hub.all();
    for (const s of streams) s.ping();
    await streamRepo.refresh(
      db,
      streams.map((s) => s.id),
      WATCH_SECONDS,
    );
    const live = await streamRepo.liveSessions(db, [...new Set(streams.map((s) => s.sessionHash))]);
    for (const s of streams) if (!live.has(s.sessionHash)) s.end();
  };
  const timer = setInterval(
    () => void beat().catch((err) => app.log.warn({ err }, 'live balance heartbeat')),
    HEARTBEAT_MS,
  );
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const s of hub.all()) s.end();
    await stopListening();
  });

  route(app, balanceStreamOps.ticket, async ({ who }) => {
    const ticket = newToken();
    await streamRepo.addTicket(db, {
      hash: tokenHash(ticket),
      memberId: who.memberId,
      sessionHash: who.sessionId,
      ttlSeconds: TICKET_SECONDS,
    });
    return { ticket, expiresIn: TICKET_SECONDS };
  });

  // The stream itself answers Server-Sent Events, not JSON: a plain route.
  app.get(
    '/wps/v2/wallets/balance/stream',
    {
      schema: {
        tags,
        querystring: ZStreamQuery,
        description: 'Server-Sent Events (text/event-stream); opened with a ticket from balance/stream-ticket',
      },
    },
    async (req, reply) => {
      const owner = await streamRepo.takeTicket(db, tokenHash(req.query.ticket));
      // A ticket opens the stream on its member's brand only, as the session that asked for it (platform/auth.ts).
      if (!owner || owner.merchantId !== (await merchantOf(req)).id) throw new AppError('unauthorized');
      const id = randomUUID();
      await streamRepo.watch(db, id, owner.memberId, WATCH_SECONDS);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // The browser retries after a dropped connection in 3 s; the portal asks for a fresh ticket each time.
      res.write('retry: 3000\n\n');
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        hub.remove(stream);
        void streamRepo.unwatch(db, [id]).catch((err) => app.log.warn({ err }, 'live balance unwatch'));
      };
      const stream: BalanceStream = {
        id,
        memberId: owner.memberId,
        sessionHash: owner.sessionHash,
        send: (event, data) => {
          if (open) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        ping: () => {
          if (open) res.write(': ping\n\n');
        },
        end: () => {
          if (!open) return;
          res.write(`event: ${END_EVENT}\ndata: {}\n\n`);
          res.end();
          close();
        },
      };
      res.on('close', close);
      hub.add(stream)?.end();
      await hub.push(owner.memberId);
    },
  );
}
