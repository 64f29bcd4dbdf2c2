import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appSecret } from '../../config.ts';
import type { App } from '../../platform/http.ts';
import { PROVIDERS, providerSecret, verifySignature } from './signing.ts';
import { balance, bet, rollback, win } from './wallet-service.ts';

const raw = new WeakMap<FastifyRequest, string>();
const ZAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const bodies = {
  balance: z.object({ ticket: z.string().min(10).max(200) }),
  bet: z.object({
    ticket: z.string().min(10).max(200),
    txId: z.string().min(1).max(100),
    roundId: z.string().min(1).max(100),
    amount: ZAmount,
  }),
  win: z.object({
    txId: z.string().min(1).max(100),
    roundId: z.string().min(1).max(100),
    amount: ZAmount,
    final: z.boolean().optional(),
    detail: z.unknown().optional(),
  }),
  rollback: z.object({ txId: z.string().min(1).max(100), refTxId: z.string().min(1).max(100) }),
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
            return balance(db, (parsed.data as z.infer<typeof bodies.balance>).ticket);
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
