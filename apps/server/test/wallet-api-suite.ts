import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { appSecret } from '../src/config.ts';
import { providerSecret, signBody } from '../src/modules/provider/signing.ts';
import { checkInvariants } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { encrypt } from './auth-helper.ts';

/**
 * The seamless-wallet API conformance suite, run on PGlite and on the real PostgreSQL server. `getApp` returns the
 * server under test; every case checks the ledger invariants afterwards.
 */
export function walletApiSuite(getApp: () => App) {
  let seq = 0;
  const id = (p: string) => `${p}-${Date.now()}-${++seq}`;
  const call = async (op: string, body: unknown, opts: { provider?: string; ts?: number; sig?: string } = {}) => {
    const app = getApp();
    const provider = opts.provider ?? 'DEMO';
    const raw = JSON.stringify(body);
    const ts = opts.ts ?? Date.now();
    const secret = providerSecret(appSecret(app.deps.config), provider);
    const res = await app.inject({
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
    expect(res.statusCode).toBe(200);
    return res.json() as { status: string; balance?: string };
  };
  const ticketFor = async (username: string) => {
    const app = getApp();
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(app, { type: 'username', username, password: 'Demo@2026' }),
      remoteAddress: `10.9.${seq % 200}.${++seq % 200}`,
    });
    const token = login.json().value.token;
    const list = (await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=LVB&pageSize=1' })).json().value.games;
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token },
      payload: { nodeId: list[0].nodeId, launchMode: 'GLS', accountType: 1 },
    });
    return new URL(launch.json().value.game_url, 'http://x').searchParams.get('ticket') as string;
  };
  const invariants = async () => {
    const inv = await checkInvariants(getApp().deps.db);
    expect(inv.mismatched).toBe(0);
    for (const total of Object.values(inv.sums)) expect(total).toBe('0');
  };

  it('refuses bad signatures, unknown providers and stale timestamps without any change', async () => {
    const ticket = await ticketFor('demo_down1');
    const before = await call('balance', { ticket });
    expect(
      (await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '1.00' }, { sig: 'ab'.repeat(32) })).status,
    ).toBe('INVALID_SIGNATURE');
    expect(
      (await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '1.00' }, { provider: 'NOPE' })).status,
    ).toBe('INVALID_SIGNATURE');
    expect(
      (await call('bet', { ticket, txId: id('t'), roundId: id('r'), amount: '1.00' }, { ts: Date.now() - 6 * 60_000 }))
        .status,
    ).toBe('STALE_REQUEST');
    expect((await call('balance', { ticket })).balance).toBe(before.balance);
    await invariants();
  });

  it('answers a duplicate bet (serial and concurrent) with the first answer and one effect; a reused id with another body is refused', async () => {
    const ticket = await ticketFor('demo_down1');
    const start = Number((await call('balance', { ticket })).balance);
    const body = { ticket, txId: id('dup'), roundId: id('r'), amount: '2.50' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('bet', body)));
    const serial = await call('bet', body);
    for (const a of [...answers, serial]) expect(a).toEqual(answers[0]);
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start - 2.5);
    expect((await call('bet', { ...body, amount: '3.00' })).status).toBe('DUPLICATE_MISMATCH');
    await invariants();
  });

  it('refuses a bet larger than the balance and reports the balance', async () => {
    const ticket = await ticketFor('demo_down1');
    const r = await call('bet', { ticket, txId: id('big'), roundId: id('r'), amount: '999999.00' });
    expect(r.status).toBe('INSUFFICIENT_FUNDS');
    expect(r.balance).toBe((await call('balance', { ticket })).balance);
    await invariants();
  });

  it('accepts a win after the session ended and settles the round', async () => {
    const ticket = await ticketFor('demo_down1');
    const roundId = id('r');
    await call('bet', { ticket, txId: id('b'), roundId, amount: '1.00' });
    await getApp().deps.db.execute(sql`UPDATE game_sessions SET expires_at = now() - interval '1 minute'`);
    expect((await call('balance', { ticket })).status).toBe('SESSION_EXPIRED');
    const w = await call('win', { txId: id('w'), roundId, amount: '3.00' });
    expect(w.status).toBe('OK');
    expect((await call('win', { txId: id('w'), roundId: 'no-such-round', amount: '1.00' })).status).toBe('NOT_FOUND');
    await invariants();
  });

  it('applies the rollback rules', async () => {
    const ticket = await ticketFor('demo_down2');
    const start = Number((await call('balance', { ticket })).balance);
    // Rollback refunds once; a second rollback changes nothing.
    const bet1 = { ticket, txId: id('b'), roundId: id('r'), amount: '4.00' };
    await call('bet', bet1);
    expect((await call('rollback', { txId: id('rb'), refTxId: bet1.txId })).status).toBe('OK');
    expect((await call('rollback', { txId: id('rb'), refTxId: bet1.txId })).status).toBe('OK');
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start);
    // A rollback before its bet: not found now, and the late bet is refused.
    const lateId = id('late');
    expect((await call('rollback', { txId: id('rb'), refTxId: lateId })).status).toBe('NOT_FOUND');
    expect((await call('bet', { ticket, txId: lateId, roundId: id('r'), amount: '1.00' })).status).toBe(
      'BET_ROLLED_BACK',
    );
    // After the round is settled a rollback is refused.
    const bet2 = { ticket, txId: id('b'), roundId: id('r'), amount: '1.00' };
    await call('bet', bet2);
    await call('win', { txId: id('w'), roundId: bet2.roundId, amount: '0' });
    expect((await call('rollback', { txId: id('rb'), refTxId: bet2.txId })).status).toBe('ROUND_SETTLED');
    expect(Number((await call('balance', { ticket })).balance)).toBeCloseTo(start - 1);
    await invariants();
  });

  it('refuses every bet on an empty wallet', async () => {
    const app = getApp();
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    const list = (await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=FSA&pageSize=1' })).json().value.games;
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token: trial },
      payload: { nodeId: list[0].nodeId, launchMode: 'GLS' },
    });
    const ticket = new URL(launch.json().value.game_url, 'http://x').searchParams.get('ticket') as string;
    expect(await call('balance', { ticket })).toEqual({ status: 'OK', balance: '0.00' });
    expect((await call('bet', { ticket, txId: id('e'), roundId: id('r'), amount: '0.01' })).status).toBe(
      'INSUFFICIENT_FUNDS',
    );
    await invariants();
  });
}
