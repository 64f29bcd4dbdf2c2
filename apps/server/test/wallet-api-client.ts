import { expect } from 'vitest';
import { appSecret } from '../src/config.ts';
import { providerSecret, signBody } from '../src/modules/provider/signing.ts';
import { checkInvariants } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { encrypt } from './auth-helper.ts';

export type WalletReply = { status: string; balance?: string; playerId?: string; txId?: string };

/**
 * A provider's side of the seamless-wallet API for tests: signed calls, a logged-in member's launch ticket, the
 * ledger invariants. `getApp` returns the server under test (PGlite or PostgreSQL).
 */
export function walletApiClient(getApp: () => App) {
  let seq = 0;
  const id = (p: string) => `${p}-${Date.now()}-${++seq}`;
  /** The raw HTTP answer of a signed call (status code and body). */
  const send = async (op: string, body: unknown, opts: { provider?: string; ts?: number; sig?: string } = {}) => {
    const app = getApp();
    const provider = opts.provider ?? 'DEMO';
    const raw = JSON.stringify(body);
    const ts = opts.ts ?? Date.now();
    const secret = providerSecret(appSecret(app.deps.config), provider);
    return app.inject({
      method: 'POST',
      url: `/provider/wallet/${op}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-provider': provider,
        'x-timestamp': String(ts),
        'x-signature': opts.sig ?? signBody(secret, ts, raw),
      },
    });
  };
  const call = async (op: string, body: unknown, opts: { provider?: string; ts?: number; sig?: string } = {}) => {
    const res = await send(op, body, opts);
    expect(res.statusCode).toBe(200);
    return res.json() as WalletReply;
  };
  /** Logs the member in and launches a game of `vassalage` (LVB is played by the demo provider, INH in-house). */
  const launch = async (username: string, vassalage = 'LVB') => {
    const app = getApp();
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(app, { type: 'username', username, password: 'Demo@2026' }),
      remoteAddress: `10.9.${seq % 200}.${++seq % 200}`,
    });
    const token = login.json().value.token as string;
    const list = (await app.inject({ url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=1` })).json()
      .value.games;
    const res = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token },
      payload: { nodeId: list[0].nodeId, launchMode: 'GLS', accountType: 1 },
    });
    const ticket = new URL(res.json().value.game_url, 'http://x').searchParams.get('ticket') as string;
    return { ticket, token };
  };
  const ticketFor = async (username: string) => (await launch(username)).ticket;
  const invariants = async () => {
    const inv = await checkInvariants(getApp().deps.db);
    expect(inv.mismatched).toBe(0);
    for (const total of Object.values(inv.sums)) expect(total).toBe('0');
  };
  return { id, send, call, launch, ticketFor, invariants };
}
