import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';

let app: App;
let player: { authorization: string };
let playerId: number;
let finance: Record<string, string>;
let admin: Record<string, string>;
let support: Record<string, string>;
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const asPlayer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: player });
const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  app = await buildTestApp();
  const login = await loginAs(app, 'demo_player', 'Demo@2026');
  player = { authorization: login.authorization };
  finance = (await enrolledOperator(app, 'cash', 'Cash-Finance-2026', 'finance')).headers;
  admin = (await enrolledOperator(app, 'chief', 'Chief-Admin-2026', 'admin')).headers;
  support = await supportOperator(app, 'helper', 'Helper-Support-2026');
  const [row] = (
    (await app.deps.db.execute(sql`SELECT id FROM members WHERE username = 'demo_player'`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  playerId = Number(row?.id);
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

async function manualDeposit(amount: string) {
  const channels = (await asPlayer('GET', '/wps/v2/deposit/channels')).json().value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'manual');
  return (await asPlayer('POST', '/wps/v2/deposit/manual', { channelId: bank.id, amount, proofs: [PNG] })).json().value
    .ref as string;
}

describe('money queues', () => {
  it('lists manual deposits with their proofs, paged and filtered; finance approves, rejects with a reason', async () => {
    const refA = await manualDeposit('120');
    const refB = await manualDeposit('80');
    const list = (
      await get('/admin/api/console/deposits?status=pending&kind=manual&sort=createdAt&dir=asc', support)
    ).json().value;
    expect(list.total).toBe(2);
    expect(list.rows[0]).toMatchObject({
      ref: refA,
      username: 'demo_player',
      amount: '120.00',
      kind: 'manual',
      actedBy: null,
    });
    expect(list.rows[0].proofIds).toHaveLength(1);
    expect(
      (await get(`/admin/api/console/deposits?q=${refB.slice(0, 8)}`, support)).json().value.total,
    ).toBeGreaterThan(0);

    // Support sees the queue but cannot decide nor record a reason.
    const denied = await post(`/admin/api/deposits/${refA}/decision`, support, { approve: true });
    expect(denied.statusCode).toBe(403);
    expect(
      (await post(`/admin/api/console/deposits/${refA}/reason`, support, { reason: 'looks fine' })).statusCode,
    ).toBe(403);

    expect((await post(`/admin/api/deposits/${refA}/decision`, finance, { approve: true })).json().success).toBe(true);
    expect(
      (await post(`/admin/api/console/deposits/${refB}/reason`, finance, { reason: 'too early' })).json().message,
    ).toBe('conflict');
    await post(`/admin/api/deposits/${refB}/decision`, finance, { approve: false, reason: 'Proof unreadable' });
    expect(
      (await post(`/admin/api/console/deposits/${refB}/reason`, finance, { reason: 'Proof unreadable' })).json()
        .success,
    ).toBe(true);
    const done = (await get(`/admin/api/console/deposits?memberId=${playerId}&size=5`, finance)).json().value;
    const a = done.rows.find((r: { ref: string }) => r.ref === refA);
    const b = done.rows.find((r: { ref: string }) => r.ref === refB);
    expect(a).toMatchObject({ status: 'paid', actedBy: 'cash', lastAction: 'deposit.approve' });
    expect(b).toMatchObject({
      status: 'rejected',
      actedBy: 'cash',
      lastAction: 'deposit.reject',
      reason: 'Proof unreadable',
    });
    expect(Date.parse(b.actedAt)).toBeGreaterThan(Date.now() - 60_000);
    const pending = (await get('/admin/api/console/queues/pending', support)).json().value;
    expect(pending.deposits).toBe(0);
  });

  it('lists withdrawals with the receipt answers; support cannot pay, finance pays and refunds after “not received”', async () => {
    await asPlayer('PUT', '/wps/v2/member/paymentPassword', { password: '123456' });
    await asPlayer('POST', '/wps/v2/member/boundAccounts', {
      kind: 'bank',
      provider: 'Demo Bank',
      accountName: 'Demo Player',
      accountNo: '99887766',
      paymentPassword: '123456',
    });
    const account = (await asPlayer('GET', '/wps/v2/member/securityConfig')).json().value.boundAccounts[0].id;
    const w = (
      await asPlayer('POST', '/wps/v2/withdraw/request', {
        amount: '50',
        boundAccountId: account,
        paymentPassword: '123456',
      })
    ).json().value;

    const bySupport = (await get('/admin/api/console/withdrawals?status=pending', support)).json().value;
    expect(bySupport.rows[0]).toMatchObject({
      id: w.id,
      amount: '50.00',
      account: 'Demo Bank •••• 7766',
      accountName: 'Demo Player',
    });
    const byFinance = (await get('/admin/api/console/withdrawals?status=pending', finance)).json().value;
    expect(byFinance.rows[0].account).toBe('Demo Bank 99887766');

    const pay = await post(`/admin/api/withdrawals/${w.id}/decision`, support, { approve: true });
    expect(pay.statusCode).toBe(403);
    expect(pay.json().message).toBe('operator_role_required');
    expect((await post(`/admin/api/withdrawals/${w.id}/decision`, finance, { approve: true })).json().success).toBe(
      true,
    );
    await asPlayer('POST', '/wps/relay/MCSFE_processC2CTransaction', {
      id: w.id,
      action: 'not_received',
      proofs: [PNG],
    });
    const reported = (await get(`/admin/api/console/withdrawals?status=not_received`, finance)).json().value.rows[0];
    expect(reported).toMatchObject({
      id: w.id,
      status: 'not_received',
      receivedAmount: '0.00',
      remainingAmount: '50.00',
    });
    expect(reported.receiptProofIds).toHaveLength(1);
    expect((await post(`/admin/api/withdrawals/${w.id}/refund`, support)).statusCode).toBe(403);
    expect((await post(`/admin/api/withdrawals/${w.id}/refund`, finance)).json().success).toBe(true);
    await post(`/admin/api/console/withdrawals/${w.id}/reason`, finance, { reason: 'Bank confirmed the return' });
    const refunded = (await get(`/admin/api/console/withdrawals?q=${w.id}`, finance)).json().value.rows[0];
    expect(refunded).toMatchObject({
      status: 'refunded',
      actedBy: 'cash',
      lastAction: 'withdrawal.refund',
      reason: 'Bank confirmed the return',
    });
  });

  it('refuses support a balance adjustment and lets finance make one, audited with its reason', async () => {
    const body = { amount: '25.00', reason: 'Goodwill for a slow payout', requestId: 'console-adjust-0001' };
    const denied = await post(`/admin/api/members/${playerId}/adjust`, support, body);
    expect(denied.statusCode).toBe(403);
    const done = await post(`/admin/api/members/${playerId}/adjust`, finance, body);
    expect(done.json().success).toBe(true);
    const ledger = (await get(`/admin/api/console/members/${playerId}/ledger?kind=adjustment`, support)).json().value;
    expect(ledger.rows[0]).toMatchObject({ kind: 'adjustment', wallet: 'main', amount: '25.00', memo: body.reason });
  });
});

describe('members', () => {
  it('finds a member by username, mobile, email and id, with paging, sorting and filters', async () => {
    const find = async (query: string) =>
      (await get(`/admin/api/console/members?${query}`, support)).json().value as {
        rows: Array<{ username: string }>;
        total: number;
      };
    expect((await find('q=demo_pl')).rows.map((r) => r.username)).toEqual(['demo_player']);
    expect((await find('q=99990001&field=mobile')).rows.map((r) => r.username)).toEqual(['demo_player']);
    expect((await find('q=PLAYER@lumen&field=email')).rows.map((r) => r.username)).toEqual(['demo_player']);
    expect((await find(`q=${playerId}&field=id`)).rows.map((r) => r.username)).toEqual(['demo_player']);
    expect((await find('q=demo_player&field=email')).total).toBe(0);
    const agents = await find('kind=agent');
    expect(agents.rows.map((r) => r.username)).toContain('demo_agent');
    expect(agents.rows.map((r) => r.username)).not.toContain('demo_player');
    const sorted = await find('sort=username&dir=asc&size=2');
    expect(sorted.rows).toHaveLength(2);
    expect(sorted.total).toBeGreaterThan(2);
    expect([...sorted.rows.map((r) => r.username)].sort()).toEqual(sorted.rows.map((r) => r.username));
  });

  it('shows a member’s page: profile, club level, balances per wallet, bets and sessions', async () => {
    const m = (await get(`/admin/api/console/members/${playerId}`, support)).json().value;
    expect(m).toMatchObject({ username: 'demo_player', kind: 'player', locked: false, email: 'player@lumen.example' });
    expect(m.vip?.name).toBeTruthy();
    expect(m.balances.map((b: { wallet: string }) => b.wallet)).toEqual(expect.arrayContaining(['main', 'held']));
    expect(m.activeSessions).toBeGreaterThan(0);
    const sessions = (await get(`/admin/api/console/members/${playerId}/sessions`, support)).json().value;
    expect(sessions.rows[0]).toMatchObject({ state: 'active' });
    const bets = (await get(`/admin/api/console/members/${playerId}/bets`, support)).json().value;
    expect(bets.total).toBe(bets.rows.length);
    expect((await get('/admin/api/console/members/999999', support)).statusCode).toBe(404);
  });

  it('locks a member (sessions end, sign-in refused), unlocks, and ends sessions, each audited', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/admin/api/console/members/${playerId}/locked`,
      headers: admin,
      payload: { locked: true, reason: 'Chargeback under review' },
    });
    expect(res.json().success).toBe(true);
    expect((await asPlayer('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
    await expect(loginAs(app, 'demo_player', 'Demo@2026', '10.9.9.9')).rejects.toThrow();
    await app.inject({
      method: 'PUT',
      url: `/admin/api/console/members/${playerId}/locked`,
      headers: admin,
      payload: { locked: false, reason: 'Review closed' },
    });
    player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026', '10.9.9.8')).authorization };
    const ended = (await post(`/admin/api/console/members/${playerId}/sessions/end`, support)).json().value;
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect((await asPlayer('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
    const log = (await get(`/admin/api/console/audit?target=member:${playerId}`, admin)).json().value;
    expect(log.rows.map((r: { action: string }) => r.action).slice(0, 3)).toEqual([
      'member.sessions.end',
      'member.unlock',
      'member.lock',
    ]);
    expect(log.rows[2].detail).toEqual({ reason: 'Chargeback under review' });
    // Only admins lock: finance and support have no lock button and the server agrees.
    const byFinance = await app.inject({
      method: 'PUT',
      url: `/admin/api/console/members/${playerId}/locked`,
      headers: finance,
      payload: { locked: true, reason: 'No role for it' },
    });
    expect(byFinance.statusCode).toBe(403);
    const bySupport = await app.inject({
      method: 'PUT',
      url: `/admin/api/console/members/${playerId}/locked`,
      headers: support,
      payload: { locked: true, reason: 'No role for it' },
    });
    expect(bySupport.json().message).toBe('operator_role_required');
    player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026', '10.9.9.7')).authorization };
  });
});

describe('dashboard', () => {
  it('reads today and a period: deposits, withdrawals, bets and GGR of settled cash rounds, firsts, registrations, actives', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const url = `/admin/api/console/dashboard?from=${today}&to=${today}`;
    const before = (await get(url, finance)).json().value;
    expect(before.tz).toBe('America/Sao_Paulo');
    // One settled cash round counts; a rolled-back, an open and a fun-money round do not (the bets' definition).
    await app.deps.db.execute(sql`INSERT INTO game_rounds (provider, round_id, member_id, bet, win, status, asset, settled_at)
      VALUES ('TEST', 'dash-1', ${playerId}, 1000, 300, 'settled', 'CASH', now()),
        ('TEST', 'dash-2', ${playerId}, 500, 0, 'rolled_back', 'CASH', now()),
        ('TEST', 'dash-3', ${playerId}, 700, 0, 'open', 'CASH', NULL),
        ('TEST', 'dash-4', ${playerId}, 900, 0, 'settled', 'FUN', now())`);
    const after = (await get(url, finance)).json().value;
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(after.today.bets) - cents(before.today.bets)).toBe(1_000);
    expect(cents(after.today.wins) - cents(before.today.wins)).toBe(300);
    expect(cents(after.today.ggr) - cents(before.today.ggr)).toBe(700);
    expect(after.today.betCount - before.today.betCount).toBe(1);
    expect(after.today.activePlayers).toBeGreaterThanOrEqual(1);
    // The 120.00 approved earlier today is in; the seeded deposits are older.
    expect(cents(after.today.deposits)).toBeGreaterThanOrEqual(12_000);
    expect(after.today.depositCount).toBeGreaterThanOrEqual(1);
    expect(after.period).toMatchObject({ bets: after.today.bets, ggr: after.today.ggr });
    expect(after.days).toHaveLength(1);
    expect(after.pending).toEqual({ deposits: 0, withdrawals: 0, notReceived: 0 });
  });

  it('counts registrations and first deposits by day on the brand’s clock, and bounds the period', async () => {
    const day = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + ms));
    const from = day(-6 * 86_400_000);
    const to = day(0);
    const week = (await get(`/admin/api/console/dashboard?from=${from}&to=${to}`, admin)).json().value;
    expect(week.days).toHaveLength(7);
    const sum = (k: 'registrations' | 'firstDeposits') =>
      week.days.reduce((n: number, d: Record<string, number>) => n + (d[k] ?? 0), 0);
    expect(week.period.registrations).toBe(sum('registrations'));
    expect(week.period.firstDeposits).toBe(sum('firstDeposits'));
    expect(week.period.registrations).toBeGreaterThan(0);
    const tooLong = await get('/admin/api/console/dashboard?from=2024-01-01&to=2024-12-31', admin);
    expect(tooLong.json().message).toBe('period_invalid');
    expect((await get(`/admin/api/console/dashboard?from=${to}&to=${from}`, admin)).json().message).toBe(
      'period_invalid',
    );
    expect((await get(`/admin/api/console/dashboard?from=${from}&to=${to}`, support)).statusCode).toBe(403);
  });
});
