import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
});
afterAll(() => app.close());

describe('free play with fun money', () => {
  it('credits the brand’s fun money, plays it in a game, and keeps it apart from cash', async () => {
    const login = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const token = login.json().value.token as string;
    const balance = async () => (await app.inject({ url: '/wps/v2/wallets/balance', headers: { token } })).json().value;
    expect(await balance()).toMatchObject({ main: '2000.00', sumBalance: '2000.00', fun: true });

    const [game] = (await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=INH&pageSize=1' })).json().value
      .games as Array<{ nodeId: number }>;
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token },
      payload: { nodeId: game?.nodeId, launchMode: 'GLS', accountType: 1 },
    });
    const ticket = new URL(launch.json().value.game_url, 'http://x').searchParams.get('ticket');
    const post = async (path: string, body: Record<string, unknown>) =>
      (await app.inject({ method: 'POST', url: `/provider/inhouse/api/${path}`, payload: { ticket, ...body } })).json();
    const state = await post('state', {});
    expect(state.balance, JSON.stringify(state)).toBe('2000.00');
    const roll = await post('dice', { bet: '10.00', target: 50 });
    // In cents, as the ledger keeps money.
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    const after = 200_000n - 1_000n + (roll.win ? cents(roll.payout) : 0n);
    expect(cents(roll.balance)).toBe(after);
    expect(cents((await balance()).main)).toBe(after);

    // Fun money is never cash: the trial account holds no cash account, cashier paths refuse it, and each asset's
    // balances still sum to zero on their own.
    const { rows } = (await app.deps.db.execute(
      sql`SELECT DISTINCT a.asset FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.is_agent = 4`,
    )) as unknown as { rows: Array<{ asset: string }> };
    expect(rows.map((r) => r.asset)).toEqual(['FUN']);
    const withdraw = await app.inject({
      method: 'POST',
      url: '/wps/v2/withdraw/request',
      headers: { token },
      payload: { amount: '10', boundAccountId: 1, paymentPassword: '123456' },
    });
    expect(withdraw.json().message).toBe('trial_account');
    const transfer = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { token },
      payload: { vassalage: 'LVA', direction: 'in', amount: '1.00' },
    });
    expect(transfer.json().message).toBe('trial_account');
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums).toMatchObject({ FUN: '0', CASH: '0' });
  });
});
