import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { launchNova, novaMember } from './brand-helper.ts';
import { cliRunner, operatorHeaders } from './console-helper.ts';
import { everyRow } from './db-fingerprint.ts';
import { buildTestApp } from './helper.ts';

/**
 * An operator limited to one brand (NOVA) works its members, queues, reports and approvals: every list and report
 * answers for NOVA alone, the same as an operator of every brand asking for NOVA; the demo brand's records, named by
 * id, are refused with nothing written.
 */
let app: App;
let admin: Record<string, string>;
let ana: Record<string, string>;
const get = async (url: string, headers = ana) => (await app.inject({ url, headers })).json();
const value = async (url: string, headers = ana) => {
  const body = await get(url, headers);
  expect(body.success, `${url}: ${body.message}`).toBe(true);
  return body.value;
};
const oneId = async (query: ReturnType<typeof sql>) => String((await q(app.deps.db, query))[0]?.id);

beforeAll(async () => {
  app = await buildTestApp({ CACHE_TTL_MS: 0 });
  admin = await operatorHeaders(app, 'launcher', 'Operator@2026pass', 'admin');
  const second = await operatorHeaders(app, 'confirmer', 'Operator@2026pass', 'admin');
  await launchNova(app, admin, second);
  ana = await operatorHeaders(app, 'nova-ana', 'Operator@2026pass', 'admin');
  await cliRunner(app, admin)('operator-brands', ['nova-ana', 'NOVA']);
  // NOVA's player with a deposit waiting, beside the demo brand's seeded members and payments.
  const player = await novaMember(app, 'novaplayer');
  const [channel] = (await app.inject({ url: '/wps/v2/deposit/channels', headers: player })).json().value;
  const deposit = await app.inject({
    method: 'POST',
    url: '/wps/v2/deposit/request',
    headers: player,
    payload: { channelId: channel.id, amount: '100' },
  });
  expect(deposit.json().success).toBe(true);
  // And a withdrawal waiting on the demo brand.
  const demo = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  await app.inject({
    method: 'PUT',
    url: '/wps/v2/member/paymentPassword',
    headers: demo,
    payload: { password: '123456' },
  });
  const bound = await app.inject({
    method: 'POST',
    url: '/wps/v2/member/boundAccounts',
    headers: demo,
    payload: {
      kind: 'bank',
      provider: 'Demo Bank',
      accountName: 'Demo Member',
      accountNo: '12345678',
      paymentPassword: '123456',
    },
  });
  expect(bound.json().success).toBe(true);
  const account = (await app.inject({ url: '/wps/v2/member/securityConfig', headers: demo })).json().value
    .boundAccounts[0].id;
  const withdrawal = await app.inject({
    method: 'POST',
    url: '/wps/v2/withdraw/request',
    headers: demo,
    payload: { amount: '50', boundAccountId: account, paymentPassword: '123456' },
  });
  expect(withdrawal.json().success).toBe(true);
});
afterAll(() => app.close());

const today = new Date().toISOString().slice(0, 10);

describe('lists and reports for an operator of one brand', () => {
  it('lists NOVA’s members only, as an operator of every brand sees them when asking for NOVA', async () => {
    const own = await value('/admin/api/console/members?size=200');
    expect(own.rows.map((r: { username: string }) => r.username)).toEqual(['novaplayer']);
    expect(await value('/admin/api/console/members?size=200&merchant=NOVA', admin)).toEqual(own);
    const all = await value('/admin/api/console/members?size=200', admin);
    expect(all.total).toBeGreaterThan(own.total);
    expect((await get('/admin/api/console/members?merchant=LUMEN')).message).toBe('operator_brand_denied');
  });

  it('keeps the money queues, the pending counts and the approvals to NOVA', async () => {
    const deposits = await value('/admin/api/console/deposits?size=200');
    expect(deposits.rows.map((r: { username: string }) => r.username)).toEqual(['novaplayer']);
    expect(await value('/admin/api/console/deposits?size=200&merchant=NOVA', admin)).toEqual(deposits);
    expect((await value('/admin/api/console/deposits?size=200', admin)).total).toBeGreaterThan(deposits.total);
    expect((await value('/admin/api/console/withdrawals?size=200')).total).toBe(0);
    expect((await value('/admin/api/console/withdrawals?size=200', admin)).total).toBeGreaterThan(0);
    expect(await value('/admin/api/console/queues/pending')).toEqual(
      await value('/admin/api/console/queues/pending?merchant=NOVA', admin),
    );
    const approvals = await value('/admin/api/console/approvals?status=approved&size=200');
    expect(approvals.rows.every((r: { merchant: string }) => r.merchant === 'NOVA')).toBe(true);
    expect(approvals).toEqual(
      await value('/admin/api/console/approvals?status=approved&size=200&merchant=NOVA', admin),
    );
    expect((await value('/admin/api/console/approvals?status=approved&size=200', admin)).total).toBeGreaterThan(0);
    for (const url of [
      '/admin/api/console/deposits?merchant=LUMEN',
      '/admin/api/console/queues/pending?merchant=LUMEN',
    ])
      expect((await get(url)).message, url).toBe('operator_brand_denied');
  });

  it('reports NOVA’s figures on NOVA’s clock, in the dashboard, the reports and their CSV', async () => {
    const period = `from=${today}&to=${today}`;
    const dashboard = await value(`/admin/api/console/dashboard?${period}`);
    expect(dashboard).toEqual(await value(`/admin/api/console/dashboard?${period}&merchant=NOVA`, admin));
    expect(dashboard.period.registrations).toBe(1);
    expect((await value(`/admin/api/console/dashboard?${period}`, admin)).period.registrations).toBeGreaterThan(1);
    const report = await value(`/admin/api/console/reports?${period}`);
    expect(report).toEqual(await value(`/admin/api/console/reports?${period}&merchant=NOVA`, admin));
    const csv = await app.inject({ url: `/admin/api/console/reports/csv?${period}&report=players`, headers: ana });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${today},1,`);
    for (const url of [
      `/admin/api/console/dashboard?${period}&merchant=LUMEN`,
      `/admin/api/console/reports?${period}&merchant=LUMEN`,
    ])
      expect((await get(url)).message, url).toBe('operator_brand_denied');
    const lumenCsv = await app.inject({
      url: `/admin/api/console/reports/csv?${period}&report=players&merchant=LUMEN`,
      headers: ana,
    });
    expect(lumenCsv.statusCode).toBe(403);
  });
});

describe('the demo brand’s records named by id', () => {
  it('opens NOVA’s member and refuses the demo brand’s members, deposits, withdrawals and approvals', async () => {
    const nova = await oneId(sql`SELECT id FROM members WHERE username = 'novaplayer'`);
    expect((await value(`/admin/api/console/members/${nova}`)).username).toBe('novaplayer');
    const member = await oneId(sql`SELECT id FROM members WHERE username = 'demo_player'`);
    const withdrawal = await oneId(
      sql`SELECT w.id FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN merchants c ON c.id = m.merchant_id
          WHERE c.code = 'LUMEN' ORDER BY w.id LIMIT 1`,
    );
    const [deposit] = await q(
      app.deps.db,
      sql`SELECT d.gateway_ref FROM deposits d JOIN members m ON m.id = d.member_id JOIN merchants c ON c.id = m.merchant_id
          WHERE c.code = 'LUMEN' ORDER BY d.id LIMIT 1`,
    );
    const approval = await oneId(sql`SELECT id FROM operator_approvals ORDER BY id LIMIT 1`);
    const before = await everyRow(app);
    const calls: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = [
      { method: 'GET', url: `/admin/api/console/members/${member}` },
      { method: 'GET', url: `/admin/api/console/members/${member}/ledger` },
      { method: 'GET', url: `/admin/api/console/members/${member}/bets` },
      { method: 'PUT', url: `/admin/api/console/members/${member}/locked`, payload: { locked: true, reason: 'Test' } },
      { method: 'POST', url: `/admin/api/console/members/${member}/sessions/end` },
      { method: 'POST', url: `/admin/api/console/members/${member}/notes`, payload: { body: 'A note' } },
      {
        method: 'POST',
        url: `/admin/api/members/${member}/adjust`,
        payload: { amount: '10', reason: 'Test', requestId: 'brand-adjust-1' },
      },
      { method: 'POST', url: `/admin/api/withdrawals/${withdrawal}/decision`, payload: { approve: false } },
      { method: 'POST', url: `/admin/api/console/withdrawals/${withdrawal}/reason`, payload: { reason: 'Test' } },
      {
        method: 'POST',
        url: `/admin/api/deposits/${deposit?.gateway_ref}/decision`,
        payload: { approve: false },
      },
      { method: 'POST', url: `/admin/api/console/approvals/${approval}/reject`, payload: { reason: 'Not ours' } },
      { method: 'GET', url: '/admin/api/console/members/999999' },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: ana });
      expect([res.statusCode, res.json().message], call.url).toEqual([403, 'operator_brand_denied']);
    }
    expect(await everyRow(app)).toEqual(before);
  });

  it('shows the demo brand’s proof images to an operator of every brand only', async () => {
    const [image] = await q(
      app.deps.db,
      sql`INSERT INTO uploads (member_id, mime, bytes)
          SELECT id, 'image/png', '\\x89504e470d0a1a0a'::bytea FROM members WHERE username = 'demo_player'
          RETURNING id`,
    );
    const url = `/admin/api/uploads/${image?.id}`;
    expect((await app.inject({ url, headers: admin })).statusCode).toBe(200);
    const refused = await app.inject({ url, headers: ana });
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'not_found']);
    // A feedback's image likewise.
    const demo = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64')}`;
    const sent = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: demo,
      payload: { type: 'deposit', content: 'My deposit has not arrived after two hours.', images: [png] },
    });
    const feedback = sent.json().value.id;
    const [mine] = (await app.inject({ url: '/wps/feedback', headers: demo })).json().value.list;
    const feedbackUrl = `/admin/api/feedback/${feedback}/images/${mine.images[0]}`;
    expect((await app.inject({ url: feedbackUrl, headers: admin })).statusCode).toBe(200);
    expect((await app.inject({ url: feedbackUrl, headers: ana })).statusCode).toBe(404);
  });
});
