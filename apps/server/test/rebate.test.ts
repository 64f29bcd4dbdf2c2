import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { countRows } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { settledRound } from './points-helper.ts';
import { newMember, paidDeposit, wallet } from './promotions-helper.ts';

let app: App;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const claim = (headers: Record<string, string>) => post('/wps/relay/MCSFE_claimRebate', {}, headers);
/** Settled five minutes ago: past the minute the claim leaves for late rounds. */
const past = () => new Date(Date.now() - 300_000).toISOString();
const rateOf = (list: Array<{ product: string; rateBp: number }>, product: string) =>
  list.find((l) => l.product === product)?.rateBp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('manualRebate', () => {
  it('answers the rates of the member’s VIP level', async () => {
    const low = await newMember(app, 'rebatelow1');
    const s = (await get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', low)).json().value;
    expect(s.rankLevel).toBe(0);
    expect(s.levelName).toBeNull();
    expect(s.list).toHaveLength(9);
    expect(rateOf(s.list, 'RNG')).toBe(40);
    const silver = await newMember(app, 'rebatesilv1');
    await paidDeposit(app, silver, '500.00');
    const t = (
      await get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', { ...silver, language: 'en' })
    ).json().value;
    expect(t.rankLevel).toBe(2);
    expect(t.levelName).toBe('Silver');
    expect(rateOf(t.list, 'RNG')).toBe(60);
  });

  it('refuses visitors and a body it does not take', async () => {
    expect((await get('/wps/relay/MCSFE_getRebateAccrued')).statusCode).toBe(401);
    const m = await newMember(app, 'rebatebad1');
    const r = await post('/wps/relay/MCSFE_claimRebate', { amount: '100.00' }, m);
    expect(r.statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_getRebateClaimList?pageSize=500', m)).statusCode).toBe(400);
  });

  it('accrues valid bets per product and pays them once', async () => {
    const m = await newMember(app, 'rebateplay1');
    expect((await claim(m)).json().message).toBe('rebate_nothing_to_claim');
    // Bets count from registration on: this member joined an hour ago.
    await app.deps.db.execute(
      sql`UPDATE members SET created_at = now() - interval '1 hour' WHERE username = 'rebateplay1'`,
    );
    await settledRound(app, 'rebateplay1', 100_000, { category: 'INHOUSE', at: past() }); // 1000.00 at 0.50 %
    await settledRound(app, 'rebateplay1', 20_000, { category: 'LIVE', win: 50_000, at: past() }); // 200.00 at 0.30 %
    await settledRound(app, 'rebateplay1', 30_000, { category: 'LIVE', win: 30_000, at: past() }); // a push: no valid bet
    await settledRound(app, 'rebateplay1', 30_000, { category: 'LIVE', asset: 'FUN', at: past() }); // fun money
    await settledRound(app, 'rebateplay1', 30_000, { category: 'LIVE', status: 'open', at: past() }); // not settled
    await settledRound(app, 'rebateplay1', 40_000, { category: 'INHOUSE' }); // the last minute waits
    const a = (await get('/wps/relay/MCSFE_getRebateAccrued', m)).json().value;
    expect(a.total).toBe('5.60');
    expect(a.list.find((l: { product: string }) => l.product === 'INHOUSE')).toEqual({
      product: 'INHOUSE',
      validBet: '1000.00',
      rateBp: 50,
      amount: '5.00',
    });
    expect(a.list.find((l: { product: string }) => l.product === 'LIVE').validBet).toBe('200.00');
    const before = Number((await wallet(app, m)).main);
    const paid = (await claim(m)).json();
    expect(paid.success).toBe(true);
    expect(paid.value.amount).toBe('5.60');
    expect(paid.value.list.map((l: { product: string }) => l.product).sort()).toEqual(['INHOUSE', 'LIVE']);
    expect(Number((await wallet(app, m)).main)).toBeCloseTo(before + 5.6, 2);
    const again = await claim(m);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('rebate_nothing_to_claim');
    expect((await get('/wps/relay/MCSFE_getRebateAccrued', m)).json().value.total).toBe('0.00');
    const history = (await get('/wps/relay/MCSFE_getRebateClaimList', m)).json().value;
    expect(history.total).toBe(1);
    expect(history.list[0].amount).toBe('5.60');
    expect(await countRows(app, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'rebate'`)).toBe(1);
    const record = (await get('/wps/relay/ODSFE2_MemTransDet?type=bonus', m)).json().value;
    expect(record.list.length).toBeGreaterThan(0);
  });

  it('lets the operator replace the rates (audited) and refuses unknown levels and rates above 5 %', async () => {
    const admin = await operatorHeaders(app, 'rebateops', 'Operator@2026pass', 'admin');
    const url = '/admin/api/console/brands/LUMEN/rebate-rates';
    const put = (payload: object) => app.inject({ method: 'PUT', url, payload, headers: admin });
    expect((await put({ levels: [{ rankLevel: 99, rates: { RNG: 10 } }] })).json().message).toBe(
      'rebate_level_unknown',
    );
    expect((await put({ levels: [{ rankLevel: 0, rates: { RNG: 501 } }] })).statusCode).toBe(400);
    expect((await put({ levels: [{ rankLevel: 0, rates: { SLOTS: 10 } }] })).statusCode).toBe(400);
    // Raising slots and live rebate past what the families keep (with the demo's points and salaries) waits for an
    // admin's confirmation, which the audit keeps.
    const raised = { levels: [{ rankLevel: 0, rates: { RNG: 100, LIVE: 80 } }] };
    const refused = (await put(raised)).json();
    expect(refused.message).toBe('giveback_above_edge');
    expect(refused.value.cells.map((c: { family: string }) => c.family)).toEqual(['RNG', 'LIVE']);
    const ok = (await put({ ...raised, confirmAboveEdge: true })).json();
    expect(
      await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = 'givebacks.above_edge'`),
    ).toBe(1);
    expect(ok.value.levels).toEqual([{ rankLevel: 0, rates: { LIVE: 80, RNG: 100 } }]);
    // With the brand's club levels, which the console lists as rows.
    expect(ok.value.clubLevels.length).toBeGreaterThan(0);
    expect(ok.value.clubLevels[0]).toMatchObject({ rankLevel: 1, name: expect.any(String) });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = 'rebate.rates'`)).toBe(1);
    const m = await newMember(app, 'rebateafter1');
    const s = (await get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', m)).json().value;
    expect(rateOf(s.list, 'RNG')).toBe(100);
    expect(rateOf(s.list, 'FISH')).toBe(0);
    const support = await operatorHeaders(app, 'rebatesupp', 'Operator@2026pass', 'support');
    expect((await app.inject({ method: 'PUT', url, payload: { levels: [] }, headers: support })).statusCode).toBe(403);
  });
});
