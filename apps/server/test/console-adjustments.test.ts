import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';

let app: App;
let playerId: number;
let finance: Record<string, string>;
let finance2: Record<string, string>;
let admin: Record<string, string>;
let support: Record<string, string>;
const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });
const adjust = (headers: Record<string, string>, body: object) =>
  send('POST', `/admin/api/members/${playerId}/adjust`, headers, body);
const mainBalance = async () =>
  (await get(`/admin/api/console/members/${playerId}`, admin)).json().value.balance as string;
const auditOf = async (action: string) =>
  (
    (await app.deps.db.execute(
      sql`SELECT detail FROM operator_audit WHERE action = ${action} ORDER BY id DESC`,
    )) as unknown as { rows: Array<{ detail: Record<string, unknown> }> }
  ).rows;

beforeAll(async () => {
  app = await buildTestApp();
  finance = (await enrolledOperator(app, 'cash', 'Cash-Finance-2026', 'finance')).headers;
  finance2 = (await enrolledOperator(app, 'cash2', 'Cash-Finance-2027', 'finance')).headers;
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

describe('adjustments above the brand threshold', () => {
  it('lists each brand threshold (default 1000.00); only admins change it, audited; bad input is refused', async () => {
    const list = (await get('/admin/api/console/adjustment-thresholds', finance)).json();
    expect(list.value[0]).toMatchObject({ merchantCode: expect.any(String), threshold: '1000.00' });
    const code = list.value[0].merchantCode as string;
    const url = `/admin/api/console/adjustment-thresholds/${code}`;
    expect((await send('PUT', url, finance, { threshold: '10' })).json().message).toBe('operator_role_required');
    expect((await get('/admin/api/console/adjustment-thresholds', support)).json().message).toBe(
      'operator_role_required',
    );
    expect((await send('PUT', url, admin, { threshold: '-5' })).statusCode).toBe(400);
    expect((await send('PUT', url, admin, { threshold: 'abc' })).statusCode).toBe(400);
    expect(
      (await send('PUT', '/admin/api/console/adjustment-thresholds/nope', admin, { threshold: '5' })).json().message,
    ).toBe('unknown_merchant');
    const set = await send('PUT', url, admin, { threshold: '500.00' });
    expect(set.json().value).toMatchObject({ merchantCode: code, threshold: '500.00' });
    expect((await auditOf('brand.adjustment_threshold'))[0]?.detail).toMatchObject({
      before: '1000.00',
      after: '500.00',
    });
  });

  it('posts an adjustment at or under the threshold at once', async () => {
    const before = await mainBalance();
    const r = await adjust(finance, { amount: '500.00', reason: 'Goodwill at the limit', requestId: 'adj-small-0001' });
    expect(r.json().value).toMatchObject({ status: 'posted', requestId: 'adj-small-0001' });
    expect(Number(r.json().value.balance)).toBeCloseTo(Number(before) + 500, 2);
  });

  it('keeps a larger one pending until a second operator approves it; the money moves exactly once', async () => {
    const before = await mainBalance();
    const body = { amount: '750.00', reason: 'Compensation for outage', requestId: 'adj-large-0001' };
    const r = await adjust(finance, body);
    expect(r.json().value).toMatchObject({ status: 'pending', balance: before });
    expect(await mainBalance()).toBe(before);
    // The same request again answers the same; another body under the id is refused.
    expect((await adjust(finance, body)).json().value.status).toBe('pending');
    expect((await adjust(finance, { ...body, amount: '751.00' })).json().message).toBe('idempotency_conflict');
    expect((await auditOf('member.adjust.request'))[0]?.detail).toMatchObject({ requestId: body.requestId });

    const pending = (await get(`/admin/api/console/adjustments?status=pending&memberId=${playerId}`, finance2)).json();
    expect(pending.value.total).toBe(1);
    expect(pending.value.rows[0]).toMatchObject({
      requestId: body.requestId,
      amount: '750.00',
      reason: body.reason,
      requestedBy: 'cash',
      status: 'pending',
    });
    expect((await get('/admin/api/console/queues/pending', finance2)).json().value.adjustments).toBe(1);

    const url = `/admin/api/console/adjustments/${body.requestId}/approve`;
    expect((await send('POST', url, support)).json().message).toBe('operator_role_required');
    expect((await send('POST', url, finance)).json().message).toBe('adjustment_own_request');
    expect(await mainBalance()).toBe(before);

    const [a, b] = await Promise.all([send('POST', url, finance2), send('POST', url, admin)]);
    const answers = [a.json(), b.json()];
    expect(answers.filter((x) => x.success)).toHaveLength(1);
    expect(answers.find((x) => !x.success)?.message).toBe('adjustment_not_pending');
    const approved = answers.find((x) => x.success)?.value;
    expect(approved).toMatchObject({ status: 'posted', decidedBy: expect.stringMatching(/cash2|chief/) });
    const after = await mainBalance();
    expect(Number(after)).toBeCloseTo(Number(before) + 750, 2);
    expect((await send('POST', url, finance2)).json().message).toBe('adjustment_not_pending');
    expect(await mainBalance()).toBe(after);
    const ledger = (await get(`/admin/api/console/members/${playerId}/ledger?kind=adjustment`, admin)).json().value;
    expect(ledger.rows.filter((l: { memo: string }) => l.memo === body.reason)).toHaveLength(1);
    // A replay of the first request now answers the posted result.
    expect((await adjust(finance, body)).json().value).toMatchObject({ status: 'posted', balance: after });
    expect((await auditOf('member.adjust.approve'))[0]?.detail).toMatchObject({ requestId: body.requestId });
  });

  it('a rejection needs a reason, moves no money and is final', async () => {
    const before = await mainBalance();
    const body = { amount: '-900.00', reason: 'Reverse duplicate bonus', requestId: 'adj-large-0002' };
    expect((await adjust(finance, body)).json().value.status).toBe('pending');
    const url = `/admin/api/console/adjustments/${body.requestId}/reject`;
    expect((await send('POST', url, finance2, {})).statusCode).toBe(400);
    expect((await send('POST', url, finance2, { reason: 'x' })).statusCode).toBe(400);
    expect((await send('POST', url, finance, { reason: 'Not mine to decide' })).json().message).toBe(
      'adjustment_own_request',
    );
    const r = await send('POST', url, finance2, { reason: 'Bonus was legitimate' });
    expect(r.json().value).toMatchObject({ status: 'rejected', decisionReason: 'Bonus was legitimate', balance: null });
    expect(await mainBalance()).toBe(before);
    expect((await send('POST', `/admin/api/console/adjustments/${body.requestId}/approve`, admin)).json().message).toBe(
      'adjustment_not_pending',
    );
    expect((await auditOf('member.adjust.reject'))[0]?.detail).toMatchObject({ reason: 'Bonus was legitimate' });
  });

  it('refuses an approval the balance no longer covers and keeps it pending', async () => {
    const body = { amount: '-99999999.00', reason: 'Debit larger than balance', requestId: 'adj-large-0003' };
    expect((await adjust(finance, body)).json().value.status).toBe('pending');
    const r = await send('POST', `/admin/api/console/adjustments/${body.requestId}/approve`, admin);
    expect(r.json().message).toBe('insufficient_funds');
    const rows = (await get('/admin/api/console/adjustments?status=pending', admin)).json().value.rows;
    expect(rows.map((x: { requestId: string }) => x.requestId)).toContain(body.requestId);
  });

  it('refuses unknown ids, bad queries and support', async () => {
    expect((await send('POST', '/admin/api/console/adjustments/unknown-id-1/approve', admin)).json().message).toBe(
      'not_found',
    );
    expect((await send('POST', '/admin/api/console/adjustments/short/approve', admin)).statusCode).toBe(400);
    expect((await get('/admin/api/console/adjustments?status=maybe', admin)).statusCode).toBe(400);
    expect((await get('/admin/api/console/adjustments', support)).json().message).toBe('operator_role_required');
    expect((await get('/admin/api/console/adjustments', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await adjust(finance, { amount: '0', reason: 'zero', requestId: 'adj-zero-0001' })).json().message).toBe(
      'amount_invalid',
    );
  });
});

describe('the threshold over a rolling window', () => {
  let fresh: App;
  afterAll(() => fresh.close());
  const memberId = async (username: string) =>
    Number(
      (
        (await fresh.deps.db.execute(sql`SELECT id FROM members WHERE username = ${username}`)) as unknown as {
          rows: Array<{ id: number }>;
        }
      ).rows[0]?.id,
    );
  const credit = (headers: Record<string, string>, id: number, amount: string, requestId: string) =>
    fresh.inject({
      method: 'POST',
      url: `/admin/api/members/${id}/adjust`,
      headers,
      payload: { amount, reason: 'Goodwill credit', requestId },
    });

  it("counts one operator's credits, and one member's, over 24 hours: ten credits under the threshold wait past it", async () => {
    fresh = await buildTestApp();
    const cash = (await enrolledOperator(fresh, 'wcash', 'Cash-Finance-2026', 'finance')).headers;
    const other = (await enrolledOperator(fresh, 'wcash2', 'Cash-Finance-2027', 'finance')).headers;
    const third = (await enrolledOperator(fresh, 'wcash3', 'Cash-Finance-2028', 'finance')).headers;
    const player = await memberId('demo_player');
    const agent = await memberId('demo_agent');
    const down = await memberId('demo_down1');
    // One operator, ten credits of 200.00 against the default 1000.00: five post, the other five wait.
    const statuses: string[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await credit(cash, i % 2 ? player : agent, '200.00', `window-op-${i}-0001`)).json().value.status);
    expect(statuses).toEqual([...Array(5).fill('posted'), ...Array(5).fill('pending')]);
    // Another operator's credit that takes the member's window (400.00 so far) past 1000.00 waits too...
    expect((await credit(other, player, '700.00', 'window-member-0001')).json().value.status).toBe('pending');
    expect((await credit(other, player, '600.00', 'window-member-0002')).json().value.status).toBe('posted');
    // ...while a member outside both windows is credited at once, and a debit is not a credit.
    expect((await credit(third, down, '300.00', 'window-fresh-0001')).json().value.status).toBe('posted');
    expect((await credit(cash, player, '-5.00', 'window-debit-0001')).json().value.status).toBe('posted');
    // An approved credit does not fill the window: the second operator's decision covered it.
    const approve = (requestId: string) =>
      fresh.inject({ method: 'POST', url: `/admin/api/console/adjustments/${requestId}/approve`, headers: third });
    expect((await approve('window-op-5-0001')).json().value.status).toBe('posted');
    expect((await credit(third, down, '700.00', 'window-fresh-0002')).json().value.status).toBe('posted');
    expect((await credit(third, down, '0.01', 'window-fresh-0003')).json().value.status).toBe('pending');
    await expectBalancedLedger(fresh);
  });
});
