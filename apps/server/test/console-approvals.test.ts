import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs } from './auth-helper.ts';
import { cliRunner, enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { newMember, promotionId } from './promotions-helper.ts';
import { claimRaffle, eventInput, fundRaffle, poolBalance } from './raffle-helper.ts';

/**
 * Four eyes on the ways besides balance adjustments that an operator can create value: mall items, raffle prizes
 * and funding, promotion bonuses. One admin alone creates nothing above the brand's threshold (1000.00 by default);
 * another admin approves it (applied once) or rejects it (nothing changes); the requester decides neither.
 */

let app: App;
let chief: Record<string, string>;
let chief2: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;
const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => (await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();
const pending = async () =>
  (await call('GET', '/admin/api/console/approvals?status=pending&dir=asc&size=200', finance)).value.rows as Array<{
    id: number;
    kind: string;
    target: string;
    amount: string;
    requestedBy: string;
  }>;
const approve = (id: number, headers: Record<string, string>) =>
  call('POST', `/admin/api/console/approvals/${id}/approve`, headers);
const reject = (id: number, headers: Record<string, string>, reason = 'Not agreed') =>
  call('POST', `/admin/api/console/approvals/${id}/reject`, headers, { reason });
const audits = (action: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = ${action}`);

beforeAll(async () => {
  app = await buildTestApp();
  chief = (await enrolledOperator(app, 'chief1', 'Chief-Admin-2026', 'admin')).headers;
  chief2 = (await enrolledOperator(app, 'chief2', 'Chief-Admin-2027', 'admin')).headers;
  finance = (await enrolledOperator(app, 'cash1', 'Cash-Finance-2026', 'finance')).headers;
  support = await supportOperator(app, 'help1', 'Helper-Support-2026');
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('points-mall items', () => {
  const ITEMS = '/admin/api/points/items';
  const cashItem = (cashValue: string, price: number) => ({
    merchantCode: 'LUMEN',
    kind: 'cash',
    texts: { en: { name: `Cash ${cashValue}`, description: '' } },
    price,
    cashValue,
    art: 'cash',
  });
  const itemNamed = async (name: string) =>
    ((await call('GET', ITEMS, chief)).value.rows as Array<{ id: number; texts: { en?: { name: string } } }>).find(
      (i) => i.texts.en?.name === name,
    );

  it('an item worth more than the threshold waits; the requester cannot approve it, another admin can', async () => {
    const made = await call('POST', ITEMS, chief, cashItem('5000.00', 1));
    expect(made.value).toMatchObject({ id: null, approval: { status: 'pending' } });
    expect(await itemNamed('Cash 5000.00')).toBeUndefined();
    const row = (await pending()).find((a) => a.id === made.value.approval.id);
    expect(row).toMatchObject({ kind: 'mall_item.create', amount: '5000.00', requestedBy: 'chief1' });
    expect((await call('GET', '/admin/api/console/queues/pending', finance)).value.approvals).toBe(1);

    expect((await approve(row?.id ?? 0, chief)).message).toBe('approval_own_request');
    // Finance sees the list but does not manage the mall; support sees neither.
    expect((await approve(row?.id ?? 0, finance)).message).toBe('operator_role_required');
    expect((await call('GET', '/admin/api/console/approvals', support)).message).toBe('operator_role_required');
    expect(await itemNamed('Cash 5000.00')).toBeUndefined();

    const [a, b] = await Promise.all([approve(row?.id ?? 0, chief2), approve(row?.id ?? 0, chief2)]);
    expect([a, b].filter((x) => x.success)).toHaveLength(1);
    expect([a, b].find((x) => !x.success)?.message).toBe('approval_not_pending');
    const approved = [a, b].find((x) => x.success)?.value;
    const item = await itemNamed('Cash 5000.00');
    expect(item).toMatchObject({ price: 1, cashValue: '5000.00', active: true });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'chief2', target: `mall_item:${item?.id}` });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM mall_items WHERE cash_value = 500000`)).toBe(1);
  });

  it('an item priced far below the programme waits; rejected, no item exists', async () => {
    // 10.00 for 1 point: far more than the 0.01 a point converts to.
    const made = await call('POST', ITEMS, chief, cashItem('10.00', 1));
    expect(made.value.approval.status).toBe('pending');
    expect(
      (await call('POST', `/admin/api/console/approvals/${made.value.approval.id}/reject`, chief2, {})).success,
    ).toBe(false);
    expect((await reject(made.value.approval.id, chief, 'Mine to drop')).message).toBe('approval_own_request');
    expect((await reject(made.value.approval.id, chief2, 'Priced at one point')).value).toMatchObject({
      status: 'rejected',
      decisionReason: 'Priced at one point',
    });
    expect(await itemNamed('Cash 10.00')).toBeUndefined();
    expect((await approve(made.value.approval.id, chief2)).message).toBe('approval_not_pending');
  });

  it('an ordinary item is live at once; a price cut that breaks the rule waits, a stock change does not', async () => {
    const made = await call('POST', ITEMS, chief, cashItem('5.00', 500));
    expect(made.value).toMatchObject({ id: expect.any(Number), approval: null });
    const url = `${ITEMS}/${made.value.id}`;
    expect((await call('PATCH', url, chief, { stock: 10 })).value).toBeNull();
    const cut = await call('PATCH', url, chief, { price: 1, stock: 20 });
    expect(cut.value).toMatchObject({ status: 'pending' });
    expect(await itemNamed('Cash 5.00')).toMatchObject({ price: 500, stock: 10 });
    expect((await approve(cut.value.id, chief2)).value.status).toBe('approved');
    expect(await itemNamed('Cash 5.00')).toMatchObject({ price: 1, stock: 20 });
  });
});

describe('raffles', () => {
  const BRAND = '/admin/api/console/brands/LUMEN/raffles';
  const event = async (id: number) =>
    ((await call('GET', BRAND, chief)).value as Array<{ id: number }>).find((e) => e.id === id) as Record<
      string,
      unknown
    >;

  it('an envelope with a prize above the threshold pays nothing until a second admin approves it', async () => {
    const made = await call('POST', BRAND, chief, eventInput({ kind: 'red_envelope', min: '5000.00', max: '5000.00' }));
    const id = made.value.id as number;
    expect(made.value).toMatchObject({ awaitingApproval: true, pendingFunds: '0.00' });

    // Funding it with 5000.00 waits too; a retry of the same key asks nothing more.
    const f1 = (await fundRaffle(app, chief, id, '5000.00', 'big-fund-0001')).json();
    const f2 = (await fundRaffle(app, chief, id, '5000.00', 'big-fund-0001')).json();
    expect(f1.value).toMatchObject({ pool: '0.00', pendingFunds: '5000.00' });
    expect(f2.value).toMatchObject({ pool: '0.00', pendingFunds: '5000.00' });
    expect((await fundRaffle(app, chief, id, '4000.00', 'big-fund-0001')).json().message).toBe('idempotency_conflict');
    expect(await poolBalance(app, id)).toBe(0n);

    const mine = (await pending()).filter((a) => a.target === `raffle:${id}`);
    expect(mine.map((a) => [a.kind, a.amount])).toEqual([
      ['raffle.create', '5000.00'],
      ['raffle.fund', '5000.00'],
    ]);
    for (const a of mine) expect((await approve(a.id, chief)).message).toBe('approval_own_request');

    // Funded by the second admin, the pool holds it, but the envelope still does not pay.
    const fund = mine.find((a) => a.kind === 'raffle.fund');
    expect((await approve(fund?.id ?? 0, chief2)).value.status).toBe('approved');
    expect(await poolBalance(app, id)).toBe(500_000n);
    expect((await fundRaffle(app, chief, id, '5000.00', 'big-fund-0001')).json().value.pool).toBe('5000.00');
    expect(await poolBalance(app, id)).toBe(500_000n);
    const player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
    expect((await claimRaffle(app, player, id)).json().message).toBe('raffle_not_running');
    // Nor is it edited meanwhile.
    const again = eventInput({ kind: 'red_envelope', min: '1.00', max: '2.00' });
    expect((await call('PUT', `/admin/api/console/raffles/${id}`, chief, again)).message).toBe('approval_pending');

    const create = mine.find((a) => a.kind === 'raffle.create');
    expect((await approve(create?.id ?? 0, chief2)).value.status).toBe('approved');
    expect(await event(id)).toMatchObject({ awaitingApproval: false });
    const drawn = (await claimRaffle(app, player, id)).json();
    expect(drawn.value.amount).toBe('5000.00');
  });

  it('fundings count over 24 hours; a rejected one moves nothing; raising a prize waits, the event runs as it was', async () => {
    const made = await call('POST', BRAND, chief, eventInput({ kind: 'red_envelope', min: '1.00', max: '5.00' }));
    const id = made.value.id as number;
    expect(made.value.awaitingApproval).toBe(false);
    expect((await fundRaffle(app, chief, id, '600.00')).json().value.pool).toBe('600.00');
    const second = (await fundRaffle(app, chief, id, '600.00')).json().value;
    expect(second).toMatchObject({ pool: '600.00', pendingFunds: '600.00' });
    const waiting = (await pending()).find((a) => a.target === `raffle:${id}` && a.kind === 'raffle.fund');
    expect((await reject(waiting?.id ?? 0, chief2, 'Budget spent')).value.status).toBe('rejected');
    expect(await poolBalance(app, id)).toBe(60_000n);
    expect(await event(id)).toMatchObject({ pendingFunds: '0.00' });

    const bigger = eventInput({ kind: 'red_envelope', min: '1.00', max: '2000.00' });
    const edited = (await call('PUT', `/admin/api/console/raffles/${id}`, chief, bigger)).value;
    expect(edited).toMatchObject({ pendingEdit: true, rules: { max: '5.00' } });
    expect((await call('PUT', `/admin/api/console/raffles/${id}`, chief, bigger)).message).toBe('approval_pending');
    const edit = (await pending()).find((a) => a.target === `raffle:${id}` && a.kind === 'raffle.edit');
    expect(edit?.amount).toBe('2000.00');
    expect((await approve(edit?.id ?? 0, chief2)).value.status).toBe('approved');
    expect(await event(id)).toMatchObject({ pendingEdit: false, rules: { max: '2000.00' } });
    expect(await audits('approval.approve')).toBeGreaterThan(0);
  });
});

describe('promotion applications', () => {
  const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]).toString('base64')}`;
  const applications = async () =>
    (await call('GET', '/admin/api/console/brands/LUMEN/promotion-applications?size=200', chief)).value.rows as Array<{
      id: number;
      username: string;
      status: string;
      amount: string | null;
      awaitingSecond: { amount: string; requestedBy: string; approvalId: number } | null;
    }>;
  const applied = async (username: string) => {
    const member = await newMember(app, username);
    const promotion = await promotionId(app, 'big-win-share');
    const r = await call('POST', '/wps/relay/MCSFE_applyPromotion', member, {
      promotionId: promotion,
      comment: 'Big win',
      images: [PNG],
    });
    expect(r.success).toBe(true);
    const row = (await applications()).find((a) => a.username === username);
    if (!row) throw new Error(`no application of ${username}`);
    return row.id;
  };
  const approveApp = (id: number, headers: Record<string, string>, amount: string) =>
    call('POST', `/admin/api/console/promotions/applications/${id}/approve`, headers, { amount });

  it('a bonus above the threshold is approved once, then paid only by a second admin', async () => {
    // This brand's threshold is 100.00 (the promotion allows up to 300.00); the admins' windows are fresh.
    expect(
      (await call('PUT', '/admin/api/console/adjustment-thresholds/LUMEN', chief, { threshold: '100.00' })).success,
    ).toBe(true);
    const fresh = (await enrolledOperator(app, 'chief3', 'Chief-Admin-2028', 'admin')).headers;
    const other = (await enrolledOperator(app, 'chief4', 'Chief-Admin-2029', 'admin')).headers;
    const big = await applied('sockone');
    const first = await approveApp(big, fresh, '250');
    expect(first.value).toMatchObject({
      status: 'in_process',
      amount: null,
      awaitingSecond: { amount: '250.00', requestedBy: 'chief3' },
    });
    expect((await approveApp(big, fresh, '250')).message).toBe('approval_own_request');
    const second = await approveApp(big, other, '250');
    expect(second.value).toMatchObject({ status: 'approved', amount: '250.00', awaitingSecond: null });
    expect((await approveApp(big, other, '250')).message).toBe('application_decided');

    // Under the threshold it is approved at once, and counts: the next one that takes the window past it waits.
    const small = await applied('socktwo');
    expect((await approveApp(small, fresh, '60')).value).toMatchObject({ status: 'approved', amount: '60.00' });
    const third = await applied('sockthree');
    const waits = await approveApp(third, fresh, '50');
    expect(waits.value).toMatchObject({ status: 'in_process', awaitingSecond: { amount: '50.00' } });
    // Rejected in the approvals list: no bonus, the application stays to decide; rejected there, it is final.
    expect((await reject(waits.value.awaitingSecond.approvalId, other, 'Too generous')).value.status).toBe('rejected');
    expect((await applications()).find((a) => a.id === third)).toMatchObject({
      status: 'in_process',
      awaitingSecond: null,
    });
    expect(
      (await call('POST', `/admin/api/console/promotions/applications/${third}/reject`, other, { reason: 'No proof' }))
        .value.status,
    ).toBe('rejected');
    expect(
      await countRows(
        app,
        sql`SELECT count(*) AS n FROM promotion_entries WHERE status = 'approved' AND id IN (${big}, ${small}, ${third})`,
      ),
    ).toBe(2);
  });
});

describe('house contracts', () => {
  const HOUSE = '/admin/api/console/brands/LUMEN/contracts/house';
  const tiers = (rateBp: number) => [{ minBase: '0.00', minActive: 0, rateBp }];
  const grant = (headers: Record<string, string>, username: string, rateBp: number) =>
    call('POST', HOUSE, headers, { username, kind: 'realtime', tiers: tiers(rateBp) });
  const live = (username: string) =>
    countRows(
      app,
      sql`SELECT max(c.top_rate_bp) AS n FROM agent_contracts c JOIN members m ON m.id = c.downline_id
        WHERE m.username = ${username} AND c.kind = 'realtime' AND c.status = 'approved'`,
    );

  it('a new one, or a raise, waits in process for a second admin (not the agent); a cut applies at once', async () => {
    const top = await newMember(app, 'housetop');
    const made = await grant(chief, 'housetop', 50);
    expect(made.value).toMatchObject({ downline: 'housetop', status: 'in_process' });
    expect(await live('housetop')).toBe(0);
    // The agent cannot accept it itself.
    const accept = await call('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', top, {
      action: 'accept',
      contractId: made.value.id,
    });
    expect(accept.success).toBe(false);
    expect((await grant(chief, 'housetop', 60)).message).toBe('approval_pending');
    const waiting = (await pending()).find((a) => a.target === `contract:${made.value.id}`);
    expect(waiting).toMatchObject({ kind: 'contract.house', requestedBy: 'chief1' });
    expect((await approve(waiting?.id ?? 0, chief)).message).toBe('approval_own_request');
    expect((await approve(waiting?.id ?? 0, finance)).message).toBe('operator_role_required');
    expect((await approve(waiting?.id ?? 0, chief2)).value.status).toBe('approved');
    expect(await live('housetop')).toBe(50);

    const raise = await grant(chief, 'housetop', 80);
    expect(raise.value.status).toBe('in_process');
    const raised = (await pending()).find((a) => a.target === `contract:${raise.value.id}`);
    expect((await reject(raised?.id ?? 0, chief2, 'Rate too high')).value.status).toBe('rejected');
    expect(await live('housetop')).toBe(50);

    // The operator CLI reaches the same list and decisions.
    const again = await grant(chief, 'housetop', 90);
    const listed = (await cliRunner(app, chief2)('approvals', [])) as { rows: Array<{ id: number; target: string }> };
    const mine = listed.rows.find((a) => a.target === `contract:${again.value.id}`);
    await expect(cliRunner(app, chief)('approval-approve', [String(mine?.id)])).rejects.toThrow(/approval_own_request/);
    await expect(cliRunner(app, chief2)('approval-reject', [String(mine?.id)])).rejects.toThrow(/reason/);
    expect(await cliRunner(app, chief2)('approval-reject', [String(mine?.id), 'Not', 'now'])).toMatchObject({
      status: 'rejected',
      decisionReason: 'Not now',
    });

    const cut = await grant(chief, 'housetop', 30);
    expect(cut.value.status).toBe('approved');
    expect(await live('housetop')).toBe(30);
  });
});
