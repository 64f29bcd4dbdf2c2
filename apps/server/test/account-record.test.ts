import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

let app: App;
let player: { authorization: string };
let finance: { authorization: string };
const provider = walletApiClient(() => app);
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = player,
) => app.inject({ method, url, payload: payload as object, headers });
type Line = { kind: string; type: string; amount: string; game: string | null; status: string | null };
const record = async (type = 'all') =>
  (
    await call('GET', `/wps/relay/ODSFE2_MemTransDet?type=${type}&pageSize=100`, undefined, {
      ...player,
      language: 'pt',
    })
  ).json().value.list as Line[];

beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  finance = await operatorHeaders(app, 'cashier', 'Cashier@2026', 'finance');
});
afterAll(() => app.close());

describe('the account record, in the player’s words', () => {
  it('shows a withdrawal as one line with its state now, and the give-back of a refused one as its own line', async () => {
    await call('PUT', '/wps/v2/member/paymentPassword', { password: '123456' });
    const bank = { kind: 'bank', provider: 'Demo Bank', accountName: 'Demo Player', accountNo: '12345678' };
    await call('POST', '/wps/v2/member/boundAccounts', { ...bank, paymentPassword: '123456' });
    const account = (await call('GET', '/wps/v2/member/securityConfig')).json().value.boundAccounts[0].id;
    const withdraw = async (amount: string, approve: boolean) => {
      const w = (
        await call('POST', '/wps/v2/withdraw/request', { amount, boundAccountId: account, paymentPassword: '123456' })
      ).json().value;
      await call('POST', `/admin/api/withdrawals/${w.id}/decision`, { approve }, finance);
    };
    await withdraw('300', false);
    await withdraw('200', true);
    const lines = await record('withdrawal');
    expect(lines.map((l) => [l.kind, l.status, l.amount])).toEqual([
      ['withdrawal_hold', 'paid', '-200.00'],
      ['withdrawal_release', 'rejected', '300.00'],
      ['withdrawal_hold', 'rejected', '-300.00'],
    ]);
    // Only the player's balance: the held side and the payout are bookkeeping, not events of theirs.
    expect((await record()).some((l) => l.kind === 'withdrawal_payout' || l.amount === '200.00')).toBe(false);
  });

  it('names the game of a bet, a win and a rollback', async () => {
    const ticket = await provider.ticketFor('demo_player');
    const roundId = provider.id('round');
    const bet = await provider.call('bet', { ticket, txId: `${roundId}b`, roundId, amount: '2.50' });
    await provider.call('win', { txId: `${roundId}w`, roundId, playerId: bet.playerId, amount: '4.00' });
    const second = provider.id('round');
    await provider.call('bet', { ticket, txId: `${second}b`, roundId: second, amount: '1.00' });
    await provider.call('rollback', { txId: `${second}r`, refTxId: `${second}b`, playerId: bet.playerId });
    const games = (await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=LVB&pageSize=1' })).json().value
      .games as Array<{ gameName: string }>;
    const name = games[0]?.gameName;
    const lines = (await record()).slice(0, 4);
    expect(lines.map((l) => [l.kind, l.amount, l.game])).toEqual([
      ['rollback', '1.00', name],
      ['bet', '-1.00', name],
      ['win', '4.00', name],
      ['bet', '-2.50', name],
    ]);
    expect(name).toBeTruthy();
    await provider.invariants();
  });

  it('links an in-house round of the betting record to its fairness inputs', async () => {
    const { ticket } = await provider.launch('demo_player', 'INH');
    const post = async (path: string, body: Record<string, unknown>) =>
      (await app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } })).json();
    const state = await post('state', {});
    const dice = await post('dice', { bet: '1.00', target: 50 });
    const mines = await post('mines/start', { bet: '1.00', mines: 3 });
    const hit = await post('mines/reveal', { roundId: mines.roundId, tile: 0 });
    if (!hit.mine) await post('mines/cashout', { roundId: mines.roundId });
    const rounds = (await call('GET', '/wps/relay/ODSFE2_personalHistory?pageSize=5')).json().value.list as Array<{
      proof: Record<string, unknown> | null;
    }>;
    const fair = { serverHash: state.serverHash, clientSeed: state.clientSeed };
    expect(rounds[0]?.proof).toEqual({ game: 'mines', mines: 3, nonce: mines.nonce, ...fair });
    expect(rounds[1]?.proof).toEqual({ game: 'dice', nonce: dice.nonce, ...fair });
    // Rounds of an outside provider carry no proof.
    expect(rounds.at(-1)?.proof).toBeNull();
    // The verification page finds the server seed by its hash once a rotation revealed it, and not before.
    const seedOf = async () =>
      (await app.inject({ url: `/provider/inhouse/api/seed?hash=${state.serverHash}` })).json().serverSeed;
    expect(await seedOf()).toBeNull();
    await post('rotate', {});
    const seed = await seedOf();
    expect(createHash('sha256').update(String(seed)).digest('hex')).toBe(state.serverHash);
  });
});
