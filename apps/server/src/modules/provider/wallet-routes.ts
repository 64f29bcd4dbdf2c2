import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appSecret } from '../../config.ts';
import type { App } from '../../platform/http.ts';
import { PROVIDERS, providerSecret, verifySignature } from './signing.ts';
import { balance, bet, rollback, win } from './wallet-service.ts';

const raw = new WeakMap<FastifyRequest, string>();
/** Provider ids: printable text (a control character, NUL included, is a bad request, never a database error). */
const ZId = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => !/\p{Cc}/u.test(s));
const ZAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const ZTicket = z.string().min(10).max(200);
/** The member id a bet or balance answer gave as `playerId`. */
const ZPlayerId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((s) => Number(s) <= 2_147_483_647);
/** At most `levels` deep (the database's jsonb reader has a depth limit too). */
const shallow = (v: unknown, levels: number): boolean =>
  levels >= 0 && (typeof v !== 'object' || v === null || Object.values(v).every((x) => shallow(x, levels - 1)));
/** A detail the database can store as jsonb, which refuses NUL and lone surrogates (escapes not themselves escaped). */
const storable = (v: unknown) =>
  shallow(v, 32) && !/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i.test(JSON.stringify(v) ?? '');
const bodies = {
  balance: z.object({ ticket: ZTicket }),
  bet: z.object({
    ticket: ZTicket,
    txId: ZId,
    roundId: ZId,
    amount: ZAmount.refine((a) => !/^0+(\.0+)?$/.test(a)),
  }),
  win: z.object({
    txId: ZId,
    roundId: ZId,
    playerId: ZPlayerId,
    amount: ZAmount,
    final: z.boolean().optional(),
    detail: z.unknown().optional().refine(storable),
  }),
  rollback: z.object({ txId: ZId, refTxId: ZId }),
};

/**
 * The seamless-wallet API game providers call (in-house games and the demo provider included). Every request is
 * signed; every answer is HTTP 200 with a provider status code. Money moves only through the ledger.
 */
export default async function providerWalletRoutes(app: App) {
  const secret = appSecret(app.deps.config);
  const secrets = new Map<string, string>(PROVIDERS.map((p) => [p, providerSecret(secret, p)]));
  // The signature covers the exact bytes sent, so keep them.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (req, body, done) => {
    raw.set(req, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });

  for (const op of ['balance', 'bet', 'win', 'rollback'] as const) {
    app.post(
      `/provider/wallet/${op}`,
      { schema: { tags: ['provider'], summary: `Seamless wallet: ${op}` } },
      async (req) => {
        const provider = String(req.headers['x-provider'] ?? '');
        const providerKey = secrets.get(provider);
        const ts = Number(req.headers['x-timestamp']);
        const check = providerKey
          ? verifySignature(providerKey, ts, raw.get(req) ?? '', String(req.headers['x-signature'] ?? ''))
          : 'bad';
        if (check === 'bad') return { status: 'INVALID_SIGNATURE' };
        if (check === 'stale') return { status: 'STALE_REQUEST' };
        const parsed = bodies[op].safeParse(req.body);
        if (!parsed.success) return { status: 'INVALID_REQUEST' };
        const db = app.deps.db;
        switch (op) {
          case 'balance':
            return balance(db, provider, (parsed.data as z.infer<typeof bodies.balance>).ticket);
          case 'bet':
            return bet(db, provider, parsed.data as z.infer<typeof bodies.bet>);
          case 'win':
            return win(db, provider, parsed.data as z.infer<typeof bodies.win>);
          case 'rollback':
            return rollback(db, provider, parsed.data as z.infer<typeof bodies.rollback>);
        }
      },
    );
  }
}
