import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecret } from '../src/config.ts';
import { gatewayFor } from '../src/modules/wallet/plugin.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';
import { paidDeposit } from './promotions-helper.ts';

let app: App;
let player: { authorization: string };
let down1: { authorization: string };
let agent: { authorization: string };
let support: { authorization: string };
let finance: { authorization: string };
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

const inbox = async (headers: Record<string, string>, query = '', language = 'en') =>
  (await app.inject({ url: `/wps/relay/CSP_getInbox${query}`, headers: { ...headers, language } })).json();
const unread = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/wps/relay/CSP_unreadCount', headers })).json().value.count as number;
const send = (payload: object, headers = support) =>
  app.inject({ method: 'POST', url: '/admin/api/inbox/messages', payload, headers });
const text = (title: string) => ({ en: { title, body: `${title} body` } });

beforeAll(async () => {
  app = await buildTestApp();
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  down1 = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026')).authorization };
  agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
  support = await operatorHeaders(app, 'helper', 'Helper@20260', 'support');
  finance = await operatorHeaders(app, 'cashier', 'Cashier@2026', 'finance');
});
afterAll(() => app.close());

describe('the member inbox', () => {
  it('lists demo_player’s seeded messages in the asked language, newest first, all unread', async () => {
    const en = await inbox(player);
    expect(en.success).toBe(true);
    expect(en.value).toMatchObject({ total: 3, totalPages: 1, unread: 3 });
    expect(en.value.list.map((m: { title: string }) => m.title)).toEqual([
      'Welcome to Lumen Play',
      'Silver VIP perk',
      'Scheduled maintenance',
    ]);
    expect(en.value.list.every((m: { read: boolean }) => !m.read)).toBe(true);
    expect((await inbox(player, '', 'cn')).value.list[0].title).toBe('欢迎来到 Lumen Play');
    expect((await inbox(player, '', 'th')).value.list[0].title).toBe('ยินดีต้อนรับสู่ Lumen Play');
    expect(await unread(player)).toBe(3);
  });

  it('pages the list', async () => {
    const p1 = (await inbox(player, '?pageNo=1&pageSize=2')).value;
    const p2 = (await inbox(player, '?pageNo=2&pageSize=2')).value;
    expect(p1).toMatchObject({ total: 3, totalPages: 2 });
    expect(p1.list).toHaveLength(2);
    expect(p2.list).toHaveLength(1);
    expect((await app.inject({ url: '/wps/relay/CSP_getInbox?pageSize=500', headers: player })).statusCode).toBe(400);
  });

  it('keeps read state per member for a group message stored once', async () => {
    const before = { player: await unread(player), down1: await unread(down1) };
    const sent = (await send({ audience: 'all', texts: text('Everyone') })).json();
    expect(sent.success).toBe(true);
    const id = sent.value.id as number;
    expect(await countRows(app, sql`SELECT count(*) AS n FROM inbox_messages WHERE id = ${id}`)).toBe(1);
    expect(await unread(player)).toBe(before.player + 1);
    expect(await unread(down1)).toBe(before.down1 + 1);
    const read = await app.inject({ method: 'POST', url: '/wps/relay/CSP_markRead', payload: { id }, headers: player });
    expect(read.json().value.count).toBe(before.player);
    // Reading twice changes nothing; the other member's message stays unread.
    await app.inject({ method: 'POST', url: '/wps/relay/CSP_markRead', payload: { id }, headers: player });
    expect(await unread(player)).toBe(before.player);
    expect(await unread(down1)).toBe(before.down1 + 1);
    expect((await inbox(down1)).value.list.find((m: { id: number }) => m.id === id).read).toBe(false);
    expect((await inbox(player)).value.list.find((m: { id: number }) => m.id === id).read).toBe(true);
  });

  it('sends agent and VIP messages only to their group', async () => {
    const before = { player: await unread(player), agent: await unread(agent), down1: await unread(down1) };
    await send({ audience: 'agents', texts: text('Agents only') });
    expect(await unread(agent)).toBe(before.agent + 1);
    expect(await unread(player)).toBe(before.player);
    // demo_player is Silver (rank 2); demo_down1 has no level.
    await send({ audience: 'vip', vipRank: 3, texts: text('Gold and above') });
    expect(await unread(player)).toBe(before.player);
    await send({ audience: 'vip', vipRank: 2, texts: text('Silver and above') });
    expect(await unread(player)).toBe(before.player + 1);
    expect(await unread(down1)).toBe(before.down1);
  });

  it('sends to one member by username, in the reader’s language or the brand’s, else English', async () => {
    await send({
      audience: 'member',
      username: 'demo_down1',
      texts: { pt: { title: 'Olá', body: 'Corpo' }, en: { title: 'Hello', body: 'Body' } },
    });
    expect((await inbox(down1, '', 'pt')).value.list[0].title).toBe('Olá');
    expect((await inbox(down1, '', 'en')).value.list[0].title).toBe('Hello');
    // Vietnamese was not written: the brand's default (Portuguese) stands in.
    expect((await inbox(down1, '', 'vi')).value.list[0].title).toBe('Olá');
    expect((await inbox(player)).value.list.some((m: { title: string }) => m.title === 'Hello')).toBe(false);
  });

  it('refuses someone else’s message id and a missing one alike, and bad ids', async () => {
    const mine = (await inbox(down1)).value.list[0].id as number;
    const other = await app.inject({
      method: 'POST',
      url: '/wps/relay/CSP_markRead',
      payload: { id: mine },
      headers: player,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('not_found');
    const missing = await app.inject({
      method: 'POST',
      url: '/wps/relay/CSP_markRead',
      payload: { id: 999_999 },
      headers: player,
    });
    expect(missing.json().message).toBe('not_found');
    for (const id of ['1', -1, 0, 1.5])
      expect(
        (await app.inject({ method: 'POST', url: '/wps/relay/CSP_markRead', payload: { id }, headers: player }))
          .statusCode,
      ).toBe(400);
    expect((await inbox(down1)).value.list[0].read).toBe(false);
  });

  it('marks every message read at once', async () => {
    expect(await unread(player)).toBeGreaterThan(0);
    const all = await app.inject({ method: 'POST', url: '/wps/relay/CSP_markAllRead', headers: player });
    expect(all.json().value.count).toBe(0);
    expect(await unread(player)).toBe(0);
    expect((await inbox(player)).value.unread).toBe(0);
  });

  it('shows a new member no group message sent before they joined', async () => {
    const maintenance = await countRows(app, sql`SELECT count(*) AS n FROM inbox_messages WHERE audience = 'all'`);
    expect(maintenance).toBeGreaterThan(0);
    await app.deps.db.execute(sql`UPDATE members SET created_at = now() WHERE username = 'demo_down2'`);
    const fresh = { authorization: (await loginAs(app, 'demo_down2', 'Demo@2026')).authorization };
    expect(await unread(fresh)).toBe(0);
  });

  it('needs a session and INBOX3', async () => {
    expect((await app.inject({ url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
    await patchBrand(app, (c) => ({
      ...c,
      whitelabel: c.whitelabel.map((n) => (n.modId === 'INBOX3' ? { ...n, enabled: '0' } : n)),
    }));
    try {
      for (const [method, url] of [
        ['GET', '/wps/relay/CSP_getInbox'],
        ['GET', '/wps/relay/CSP_unreadCount'],
        ['POST', '/wps/relay/CSP_markAllRead'],
      ] as const) {
        const res = await app.inject({ method, url, headers: player });
        expect(res.json()).toMatchObject({ success: false, code: 543, message: 'function_not_available' });
      }
    } finally {
      await patchBrand(app, (c) => ({
        ...c,
        whitelabel: c.whitelabel.map((n) => (n.modId === 'INBOX3' ? { ...n, enabled: '1' } : n)),
      }));
    }
    expect((await app.inject({ url: '/wps/relay/CSP_unreadCount', headers: player })).statusCode).toBe(200);
  });
});

describe('system messages', () => {
  it('tells the member when an operator credits a deposit or pays a withdrawal, in their language', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: player });
    const bank = (await call('GET', '/wps/v2/deposit/channels')).json().value[2];
    const d = (
      await call('POST', '/wps/v2/deposit/manual', { channelId: bank.id, amount: '100', proofs: [PNG] })
    ).json().value;
    const before = await unread(player);
    const decide = () =>
      app.inject({
        method: 'POST',
        url: `/admin/api/deposits/${d.ref}/decision`,
        payload: { approve: true },
        headers: finance,
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(200); // a replayed approval adds no second message
    expect(await unread(player)).toBe(before + 1);
    expect((await inbox(player, '', 'pt')).value.list[0]).toMatchObject({
      source: 'system',
      title: 'Depósito creditado',
      body: expect.stringMatching(/^Seu depósito de R\$\s100,00 foi aprovado e creditado\.$/),
      read: false,
    });
    expect((await inbox(player, '', 'en')).value.list[0].body).toContain('R$100.00');

    await call('PUT', '/wps/v2/member/paymentPassword', { password: '123456' });
    await call('POST', '/wps/v2/member/boundAccounts', {
      kind: 'bank',
      provider: 'Demo Bank',
      accountName: 'Demo Player',
      accountNo: '12345678',
      paymentPassword: '123456',
    });
    const account = (await call('GET', '/wps/v2/member/securityConfig')).json().value.boundAccounts[0].id;
    const w = (
      await call('POST', '/wps/v2/withdraw/request', {
        amount: '20',
        boundAccountId: account,
        paymentPassword: '123456',
      })
    ).json().value;
    expect(await unread(player)).toBe(before + 1); // a request alone says nothing
    await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${w.id}/decision`,
      payload: { approve: true },
      headers: finance,
    });
    expect(await unread(player)).toBe(before + 2);
    expect((await inbox(player, '', 'en')).value.list[0]).toMatchObject({
      source: 'system',
      title: 'Withdrawal paid',
    });
  });

  it('tells the member of a deposit the payment gateway credited, once, however often the gateway calls', async () => {
    const before = await unread(player);
    const ref = await paidDeposit(app, player, '75.00');
    expect(await unread(player)).toBe(before + 1);
    expect((await inbox(player, '', 'pt')).value.list[0]).toMatchObject({
      source: 'system',
      title: 'Depósito creditado',
      body: expect.stringMatching(/^Seu depósito de R\$\s75,00 foi aprovado e creditado\.$/),
    });
    const gateway = gatewayFor(appSecret(app.deps.config));
    const body = { ref, amount: '75.00', status: 'paid', ts: Date.now() };
    const again = await app.inject({
      method: 'POST',
      url: '/gateway/sandbox/callback',
      payload: body,
      headers: { 'x-sandbox-signature': gateway.sign(body) },
    });
    expect(again.json().success).toBe(true);
    expect(await unread(player)).toBe(before + 1);
  });

  it('says nothing for a rejected deposit', async () => {
    const bank = (await app.inject({ url: '/wps/v2/deposit/channels', headers: player })).json().value[2];
    const d = (
      await app.inject({
        method: 'POST',
        url: '/wps/v2/deposit/manual',
        payload: { channelId: bank.id, amount: '50', proofs: [PNG] },
        headers: player,
      })
    ).json().value;
    const before = await unread(player);
    await app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${d.ref}/decision`,
      payload: { approve: false },
      headers: finance,
    });
    expect(await unread(player)).toBe(before);
  });
});

describe('operators sending messages', () => {
  it('lists what was sent with how many read it, for support and admin only', async () => {
    const list = (await app.inject({ url: '/admin/api/inbox/messages?size=50', headers: support })).json().value;
    expect(list.total).toBeGreaterThanOrEqual(5);
    const everyone = list.rows.find((r: { texts: { en?: { title: string } } }) => r.texts.en?.title === 'Everyone');
    expect(everyone).toMatchObject({ audience: 'all', merchantCode: 'LUMEN', sentBy: 'helper', username: null });
    expect(everyone.readCount).toBeGreaterThanOrEqual(1);
    const direct = list.rows.find((r: { username: string | null }) => r.username === 'demo_down1');
    expect(direct).toMatchObject({ audience: 'member' });
    expect((await app.inject({ url: '/admin/api/inbox/messages', headers: finance })).json().message).toBe(
      'operator_role_required',
    );
    expect((await send({ audience: 'all', texts: text('x') }, finance)).json().message).toBe('operator_role_required');
    expect((await app.inject({ url: '/admin/api/inbox/messages', headers: player })).statusCode).toBe(401);
    expect(
      await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = 'inbox.send'`),
    ).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad messages and unknown members', async () => {
    const bad = [
      { audience: 'member', texts: text('no username') },
      { audience: 'all', username: 'demo_player', texts: text('username on a group') },
      { audience: 'vip', texts: text('no rank') },
      { audience: 'all', texts: {} },
      { audience: 'all', texts: { en: { title: '', body: 'x' } } },
      { audience: 'all', texts: { en: { title: 'x'.repeat(101), body: 'x' } } },
      { audience: 'all', texts: { en: { title: 'x', body: 'x'.repeat(2001) } } },
      { audience: 'all', texts: { xx: { title: 'x', body: 'x' } } },
      { audience: 'everyone', texts: text('x') },
    ];
    for (const payload of bad) expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const unknown = await send({ audience: 'member', username: 'nobody_here', texts: text('x') });
    expect(unknown.json().message).toBe('not_found');
    expect((await send({ audience: 'all', merchantCode: 'NOPE', texts: text('x') })).statusCode).toBe(404);
  });
});
