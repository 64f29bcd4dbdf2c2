import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPoints } from '../src/modules/points/index.ts';
import { checkInvariants } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';
import { balances, itemId, PAY_PASSWORD, redeem, sealedPost, settledRound } from './points-helper.ts';

let app: App;
let player: { authorization: string };
let other: { authorization: string };
const get = (url: string, headers = player) => app.inject({ url, headers });
const redemptions = () => countRows(app, sql`SELECT count(*) AS n FROM point_redemptions`);

beforeAll(async () => {
  app = await buildTestApp();
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  other = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026')).authorization };
  for (const headers of [player, other])
    await app.inject({
      method: 'PUT',
      url: '/wps/v2/member/paymentPassword',
      headers,
      payload: { password: PAY_PASSWORD },
    });
});
afterAll(() => app.close());

describe('earning points', () => {
  it('credits each settled cash round once, at the product rate of the member’s VIP level', async () => {
    const before = await balances(app, 'demo_player');
    await settledRound(app, 'demo_player', 10_000); // 100.00 on an in-house game, Silver: 120 points per 100.00
    await settledRound(app, 'demo_player', 10_000, { category: 'LIVE' }); // live: 60
    await settledRound(app, 'demo_player', 10_000, { asset: 'FUN' });
    await settledRound(app, 'demo_player', 10_000, { status: 'open' });
    await creditPoints(app.deps.db);
    await creditPoints(app.deps.db);
    expect((await balances(app, 'demo_player')).points).toBe(before.points + 180);
    const res = (await get('/wps/relay/MCSFE_getPointBalance')).json();
    expect(res).toMatchObject({ success: true, value: { points: before.points + 180, rankLevel: 2 } });
    // 90 points make 1.00 at Silver.
    expect(res.value.cashValue).toBe((Math.floor(((before.points + 180) * 100) / 90) / 100).toFixed(2));
  });

  it('reads a round that became visible after a later one was credited (the cursor looks back)', async () => {
    const before = await balances(app, 'demo_player');
    await settledRound(app, 'demo_player', 5_000, { at: new Date(Date.now() - 20_000).toISOString() });
    await creditPoints(app.deps.db);
    expect((await balances(app, 'demo_player')).points).toBe(before.points + 60);
    expect(
      await countRows(
        app,
        sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'points_earn' AND idempotency_key LIKE 'points:round:%' AND memo NOT LIKE 'demo-seed:%'`,
      ),
    ).toBe(3);
  });
});

describe('the points mall', () => {
  it('lists items, the rules’ figures, the exchange-rate table and the history in the member’s language', async () => {
    const items = (
      await app.inject({ url: '/wps/relay/MCSFE_getPointReward', headers: { ...player, language: 'en' } })
    ).json().value.list;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items[0]).toMatchObject({
      kind: 'cash',
      name: 'R$ 5 bonus cash',
      price: 500,
      cashValue: '5.00',
      stock: null,
    });
    expect(items.find((i: { art: string }) => i.art.includes('gift'))).toMatchObject({ stock: 0 });
    const config = (await get('/wps/relay/MCSFE_getPointConfig')).json().value;
    expect(config).toMatchObject({ rankLevel: 2, myPointsPerUnit: 90, myRates: { INHOUSE: 120, LIVE: 60 } });
    const table = (
      await app.inject({ url: '/wps/relay/MCSFE_getPointRewardConversionType', headers: { ...player, language: 'en' } })
    ).json().value.list;
    expect(table[0]).toMatchObject({ rankLevel: 0, pointsPerUnit: 100, mine: false });
    expect(table.find((r: { mine: boolean }) => r.mine)).toMatchObject({
      rankLevel: 2,
      labelName: 'Silver',
      pointsPerUnit: 90,
    });
    expect((await get('/wps/relay/MCS2_getPointBalance')).json().success).toBe(true);
    const art = await app.inject(items[0].art);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
  });

  it('redeems cash: the points leave and the wallet is paid in one step each, and a retry changes nothing', async () => {
    const before = await balances(app, 'demo_player');
    const requestId = randomUUID();
    const body = { itemId: await itemId(app, 'cash'), paymentPassword: PAY_PASSWORD, requestId };
    const res = await sealedPost(app, '/wps/relay/passwordCheck/MCSFE_redeemPointReward', body, player);
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        points: before.points - 500,
        redemption: { status: 'approved', points: 500, cash: '5.00', kind: 'item' },
      },
    });
    expect(await balances(app, 'demo_player')).toEqual({ points: before.points - 500, cash: before.cash + 500 });
    const again = await sealedPost(app, '/wps/relay/passwordCheck/MCSFE_redeemPointReward', body, player);
    expect(again.json().value.redemption.id).toBe(res.json().value.redemption.id);
    expect(await balances(app, 'demo_player')).toEqual({ points: before.points - 500, cash: before.cash + 500 });
    const history = (
      await app.inject({
        url: '/wps/relay/MCSFE_getRedeemPointList?pageSize=5',
        headers: { ...player, language: 'pt' },
      })
    ).json().value;
    expect(history.list[0]).toMatchObject({ itemName: 'Bônus R$ 5', status: 'approved', cash: '5.00' });
    expect((await checkInvariants(app.deps.db)).mismatched).toBe(0);
    expect((await checkInvariants(app.deps.db)).sums).toMatchObject({ CASH: '0', POINTS: '0' });
  });

  it('converts points to cash at the member’s rate', async () => {
    const before = await balances(app, 'demo_player');
    const res = await sealedPost(
      app,
      '/wps/relay/passwordCheck/MCSFE_convertPoint',
      { points: 900, paymentPassword: PAY_PASSWORD, requestId: randomUUID() },
      player,
    );
    expect(res.json().value.redemption).toMatchObject({
      kind: 'convert',
      points: 900,
      cash: '10.00',
      status: 'approved',
    });
    expect(await balances(app, 'demo_player')).toEqual({ points: before.points - 900, cash: before.cash + 1000 });
  });
});

describe('refused mall calls change nothing', () => {
  const refusedWith = async (res: Awaited<ReturnType<typeof redeem>>, message: string) => {
    expect(res.json()).toMatchObject({ success: false, message });
  };
  const unchanged = async (run: () => Promise<unknown>) => {
    const [b, n, stock] = [
      await balances(app, 'demo_down1'),
      await redemptions(),
      await countRows(app, sql`SELECT COALESCE(SUM(stock), 0) AS n FROM mall_items`),
    ];
    await run();
    expect(await balances(app, 'demo_down1')).toEqual(b);
    expect(await redemptions()).toBe(n);
    expect(await countRows(app, sql`SELECT COALESCE(SUM(stock), 0) AS n FROM mall_items`)).toBe(stock);
  };

  it('more points than held', () =>
    unchanged(async () =>
      refusedWith(
        await redeem(app, other, { itemId: await itemId(app, 'phone'), address: 'Rua A 1, São Paulo' }),
        'points_insufficient',
      ),
    ));
  it('a wrong payment password', () =>
    unchanged(async () =>
      refusedWith(
        await redeem(app, other, { itemId: await itemId(app, 'cash'), paymentPassword: '000000' }),
        'payment_password_wrong',
      ),
    ));
  it('an item out of stock', () =>
    unchanged(async () =>
      refusedWith(
        await redeem(app, other, { itemId: await itemId(app, 'gift'), address: 'Rua A 1, São Paulo' }),
        'item_out_of_stock',
      ),
    ));
  it('an unknown item', () =>
    unchanged(async () => refusedWith(await redeem(app, other, { itemId: 999_999 }), 'not_found')));
  it('a physical item without an address', () =>
    unchanged(async () =>
      refusedWith(await redeem(app, other, { itemId: await itemId(app, 'headphones') }), 'address_required'),
    ));
  it('a malformed payload, a plaintext body and too few points to convert', () =>
    unchanged(async () => {
      await refusedWith(await redeem(app, other, { itemId: 'one' }), 'bad_request');
      await refusedWith(await redeem(app, other, { itemId: 1, paymentPassword: '12' }), 'bad_request');
      const plain = await app.inject({
        method: 'POST',
        url: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
        headers: other,
        payload: { itemId: 1, paymentPassword: PAY_PASSWORD, requestId: randomUUID() },
      });
      await refusedWith(plain, 'encryption_required');
      const few = await sealedPost(
        app,
        '/wps/relay/passwordCheck/MCSFE_convertPoint',
        { points: 50, paymentPassword: PAY_PASSWORD, requestId: randomUUID() },
        other,
      );
      await refusedWith(few, 'points_too_few');
      const many = await sealedPost(
        app,
        '/wps/relay/passwordCheck/MCSFE_convertPoint',
        { points: 1_000_000, paymentPassword: PAY_PASSWORD, requestId: randomUUID() },
        other,
      );
      await refusedWith(many, 'points_insufficient');
    }));
  it('without a session, and with the points switch off', () =>
    unchanged(async () => {
      expect((await app.inject({ url: '/wps/relay/MCSFE_getPointBalance' })).statusCode).toBe(401);
      await patchBrand(app, (c) => ({
        ...c,
        whitelabel: c.whitelabel.map((n) => (n.modId === 'PTSYS3' ? { ...n, enabled: '0' } : n)),
      }));
      try {
        for (const url of [
          '/wps/relay/MCSFE_getPointBalance',
          '/wps/relay/MCSFE_getPointReward',
          '/wps/relay/MCSFE_getRedeemPointList',
        ])
          expect((await get(url, other)).json().message).toBe('function_not_available');
        await refusedWith(await redeem(app, other, { itemId: await itemId(app, 'cash') }), 'function_not_available');
      } finally {
        await patchBrand(app, (c) => ({
          ...c,
          whitelabel: c.whitelabel.map((n) => (n.modId === 'PTSYS3' ? { ...n, enabled: '1' } : n)),
        }));
      }
    }));
});

describe('operators and the mall', () => {
  let admin: Record<string, string>;
  let support: Record<string, string>;
  let finance: Record<string, string>;
  beforeAll(async () => {
    admin = await operatorHeaders(app, 'mallboss', 'Mallboss@2026', 'admin');
    support = await operatorHeaders(app, 'mallhelp', 'Mallhelp@2026', 'support');
    finance = await operatorHeaders(app, 'mallcash', 'Mallcash@2026', 'finance');
  });

  it('admins add items and set stock; support may not', async () => {
    const payload = {
      kind: 'physical',
      texts: { en: { name: 'Team jersey', description: 'Signed' } },
      price: 300,
      stock: 2,
      art: 'trophy',
    };
    expect(
      (await app.inject({ method: 'POST', url: '/admin/api/points/items', headers: support, payload })).json().message,
    ).toBe('operator_role_required');
    const bad = await app.inject({
      method: 'POST',
      url: '/admin/api/points/items',
      headers: admin,
      payload: { ...payload, kind: 'cash' },
    });
    expect(bad.json().message).toBe('bad_request');
    const res = await app.inject({ method: 'POST', url: '/admin/api/points/items', headers: admin, payload });
    expect(res.json()).toMatchObject({ success: true, value: { id: expect.any(Number) } });
    const id = res.json().value.id;
    const patch = await app.inject({
      method: 'PATCH',
      url: `/admin/api/points/items/${id}`,
      headers: admin,
      payload: { stock: 1 },
    });
    expect(patch.json().success).toBe(true);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/admin/api/points/items/999999',
          headers: admin,
          payload: { stock: 1 },
        })
      ).json().message,
    ).toBe('not_found');
    const rows = (await app.inject({ url: '/admin/api/points/items', headers: support })).json().value.rows;
    expect(rows.find((r: { id: number }) => r.id === id)).toMatchObject({ stock: 1, redeemed: 0, active: true });
  });

  it('a physical item waits in process; reject gives the points and the stock back, approve ships; one decision only', async () => {
    const headphones = await itemId(app, 'headphones');
    await app.deps.db.execute(sql`UPDATE mall_items SET price = 100 WHERE id = ${headphones}`);
    const before = await balances(app, 'demo_down1');
    const stock = async () => countRows(app, sql`SELECT stock AS n FROM mall_items WHERE id = ${headphones}`);
    const s0 = await stock();
    const first = (await redeem(app, other, { itemId: headphones, address: 'Rua das Flores 10, Rio' })).json().value;
    const second = (await redeem(app, other, { itemId: headphones, address: 'Rua das Flores 10, Rio' })).json().value;
    expect(first.redemption.status).toBe('in_process');
    expect(await stock()).toBe(s0 - 2);
    expect((await balances(app, 'demo_down1')).points).toBe(before.points - 200);
    const queue = (await app.inject({ url: '/admin/api/points/redemptions', headers: support })).json().value;
    expect(queue.rows.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([first.redemption.id, second.redemption.id]),
    );
    expect(queue.rows[0]).toMatchObject({
      username: 'demo_down1',
      address: 'Rua das Flores 10, Rio',
      itemName: 'Wireless headphones',
    });
    const decide = (id: number, action: string, headers = support) =>
      app.inject({
        method: 'POST',
        url: `/admin/api/points/redemptions/${id}/decision`,
        headers,
        payload: { action, note: 'checked' },
      });
    expect((await decide(first.redemption.id, 'approve', finance)).json().message).toBe('operator_role_required');
    expect((await decide(first.redemption.id, 'reject')).json().value.status).toBe('rejected');
    expect((await decide(first.redemption.id, 'approve')).json().message).toBe('redemption_decided');
    expect((await decide(second.redemption.id, 'approve', admin)).json().value.status).toBe('approved');
    expect((await decide(999_999, 'approve')).json().message).toBe('not_found');
    expect((await balances(app, 'demo_down1')).points).toBe(before.points - 100);
    expect(await stock()).toBe(s0 - 1);
    const history = (await get('/wps/relay/MCSFE_getRedeemPointList', other)).json().value.list;
    expect(history.slice(0, 2).map((r: { status: string }) => r.status)).toEqual(['approved', 'rejected']);
    expect(
      await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action LIKE 'points.redemption.%'`),
    ).toBe(2);
    // Each decision reaches the member's inbox once, in the member's language.
    const inbox = (await get('/wps/relay/CSP_getInbox?pageNo=1&pageSize=10', other)).json().value;
    const titles = inbox.list.map((m: { title: string }) => m.title);
    expect(titles.filter((t: string) => t === 'Redemption approved' || t === 'Resgate aprovado')).toHaveLength(1);
    expect(titles.filter((t: string) => t === 'Redemption declined' || t === 'Resgate recusado')).toHaveLength(1);
    expect((await checkInvariants(app.deps.db)).sums).toMatchObject({ POINTS: '0' });
  });
});
