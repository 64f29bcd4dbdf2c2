import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/modules/wallet/ledger.ts';
import { reconcileVendorTransfers } from '../src/modules/wallet/transfers.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let player: { authorization: string };
const balance = async (h = player) => (await app.inject({ url: '/wps/v2/wallets/balance', headers: h })).json().value;
const transfer = (body: Record<string, unknown>, h = player) =>
  app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: h, payload: body });

beforeAll(async () => {
  app = await buildTestApp();
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
});
afterAll(() => app.close());
afterEach(async () => {
  app.deps.transferVendor.modes.clear();
  const inv = await checkInvariants(app.deps.db);
  expect(inv.mismatched).toBe(0);
  for (const t of Object.values(inv.sums)) expect(t).toBe('0');
});

describe('vendor wallet transfers', () => {
  it('moves money into and out of a transfer-wallet vendor, all in and all out, with sumBalance unchanged', async () => {
    expect((await transfer({ vassalage: 'LVA', direction: 'in', amount: '250' })).json().value).toMatchObject({
      status: 'done',
      amount: '250.00',
    });
    expect(await balance()).toMatchObject({
      sumBalance: '1000.00',
      main: '750.00',
      vendors: [{ vassalage: 'LVA', balance: '250.00' }],
    });
    await transfer({ vassalage: 'LVA', direction: 'out', all: true });
    expect((await balance()).main).toBe('1000.00');
    await transfer({ vassalage: 'SPX', direction: 'in', all: true });
    expect(await balance()).toMatchObject({ main: '0.00', sumBalance: '1000.00' });
    // With nothing to move, a closed vendor is still the reason given; an open one answers that nothing is there.
    const message = async (body: Record<string, unknown>) => (await transfer(body)).json().message;
    expect(await message({ vassalage: 'LSL', direction: 'in', all: true })).toBe('vendor_unavailable');
    expect(await message({ vassalage: 'LVA', direction: 'in', all: true })).toBe('insufficient_funds');
    expect(await message({ vassalage: 'LVA', direction: 'out', all: true })).toBe('insufficient_funds');
    await transfer({ vassalage: 'SPX', direction: 'out', amount: '1000' });
    expect(await message({ vassalage: 'LSL', direction: 'in', amount: '1' })).toBe('vendor_unavailable');
    expect(await message({ vassalage: 'LVA', direction: 'out', amount: '5' })).toBe('insufficient_funds');
  });

  it('keeps a vendor that transfers name, and a game that rounds name: neither is removed nor renamed', async () => {
    await transfer({ vassalage: 'LVA', direction: 'in', amount: '1' });
    await transfer({ vassalage: 'LVA', direction: 'out', amount: '1' });
    const refused = (q: ReturnType<typeof sql>) =>
      app.deps.db.execute(q).then(
        () => 'done',
        (e: { cause?: { message?: string }; message?: string }) => e.cause?.message ?? e.message,
      );
    expect(await refused(sql`DELETE FROM vendors WHERE vassalage = 'LVA'`)).toMatch(/named by vendor transfers/);
    expect(await refused(sql`UPDATE vendors SET vassalage = 'LVX' WHERE vassalage = 'LVA'`)).toMatch(/named by/);
    await app.deps.db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, status, asset)
      SELECT 'DEMO', 'kept-round', m.id, (SELECT min(node_id) FROM games), 'open', 'CASH'
      FROM members m WHERE m.username = 'demo_player'`);
    expect(await refused(sql`DELETE FROM games WHERE node_id = (SELECT min(node_id) FROM games)`)).toMatch(
      /named by game rounds/,
    );
    // A change that keeps the key passes.
    expect(await refused(sql`UPDATE vendors SET maintenance = maintenance WHERE vassalage = 'LVA'`)).toBe('done');
    await app.deps.db.execute(sql`DELETE FROM game_rounds WHERE round_id = 'kept-round'`);
  });

  it('returns the money when the vendor refuses, and reconciles a transfer whose answer was lost', async () => {
    app.deps.transferVendor.modes.set('LVA', 'fail');
    expect((await transfer({ vassalage: 'LVA', direction: 'in', amount: '100' })).json().value.status).toBe('failed');
    expect((await balance()).main).toBe('1000.00');
    app.deps.transferVendor.modes.set('LVA', 'timeout');
    const pending = (await transfer({ vassalage: 'LVA', direction: 'in', amount: '100' })).json().value;
    expect(pending.status).toBe('pending');
    expect(await balance()).toMatchObject({ main: '900.00', sumBalance: '900.00' });
    expect(await reconcileVendorTransfers(app.deps.db, app.deps.transferVendor, 0)).toBe(1);
    expect(await reconcileVendorTransfers(app.deps.db, app.deps.transferVendor, 0)).toBe(0);
    expect(await balance()).toMatchObject({ main: '900.00', sumBalance: '1000.00' });
    expect((await balance()).vendors).toContainEqual({ vassalage: 'LVA', balance: '100.00' });
    const [row] = (
      (await app.deps.db.execute(sql`SELECT status FROM vendor_transfers WHERE id = ${pending.id}`)) as unknown as {
        rows: Array<{ status: string }>;
      }
    ).rows;
    expect(row?.status).toBe('done');
  });
});

describe('team transfers', () => {
  it('lets an agent send to a downline with the payment password, once per request id, and refuses outsiders', async () => {
    const agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
    const down = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026')).authorization };
    await app.inject({
      method: 'PUT',
      url: '/wps/v2/member/paymentPassword',
      headers: agent,
      payload: { password: '112233' },
    });
    const team = (await app.inject({ url: '/wps/v2/wallets/team', headers: agent })).json().value;
    expect(team.map((x: { username: string }) => x.username)).toEqual(['demo_down1', 'demo_down2', 'demo_subagent']);
    const target = team[0].id;
    const body = { targetId: target, amount: '40', paymentPassword: '112233', requestId: 'req-00000001' };
    await app.inject({ method: 'POST', url: '/wps/v2/wallets/teamTransfer', headers: agent, payload: body });
    await app.inject({ method: 'POST', url: '/wps/v2/wallets/teamTransfer', headers: agent, payload: body });
    expect((await balance(agent)).main).toBe('960.00');
    expect((await balance(down)).main).toBe('1040.00');
    const wrong = await app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/teamTransfer',
      headers: agent,
      payload: { ...body, requestId: 'req-00000002', paymentPassword: '000000' },
    });
    expect(wrong.json().message).toBe('payment_password_wrong');
    const playerTeam = (await app.inject({ url: '/wps/v2/wallets/team', headers: player })).json().value;
    expect(playerTeam).toEqual([]);
    const outsider = await app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/teamTransfer',
      headers: player,
      payload: { ...body, requestId: 'req-00000003' },
    });
    expect(outsider.json().message).toBe('transfer_not_allowed');
    const upline = (await app.inject({ url: '/wps/v2/wallets/team', headers: down })).json().value;
    expect(upline).toMatchObject([{ username: 'demo_agent', relation: 'upline' }]);
  });
});
