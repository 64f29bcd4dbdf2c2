import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { runDuePayouts } from '../src/modules/agent-contracts/index.ts';
import { contractRulesOf } from '../src/modules/brand/index.ts';
import { checkInvariants } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';
import { balances, settledRound } from './points-helper.ts';

let app: App;
type Headers = { authorization: string };
let agent: Headers;
let down1: Headers;
let down2: Headers;
let sub: Headers;
const RT = '/wps/relay/MCSFE_processRealTimeSalaryContract';
const DAILY = '/wps/relay/MCSFE_processDailySalaryContract';
const DIV = '/wps/relay/MCSFE_processContractDividend';
const INCOME = '/wps/relay/AGENT_income';
const call = (url: string, payload: object, headers: Headers) => app.inject({ method: 'POST', url, payload, headers });
const tier = (rateBp: number, minBase = '0.00', minActive = 0) => ({ minBase, minActive, rateBp });
/** The brand's holderOwnBets contract rule. */
const ownBets = (on: boolean) =>
  patchBrand(app, (c) => ({ ...c, contractRules: { ...contractRulesOf(c), holderOwnBets: on } }));
const contracts = () => countRows(app, sql`SELECT COUNT(*) AS n FROM agent_contracts`);

beforeAll(async () => {
  app = await buildTestApp();
  const login = async (u: string) => ({ authorization: (await loginAs(app, u, 'Demo@2026')).authorization });
  agent = await login('demo_agent');
  down1 = await login('demo_down1');
  down2 = await login('demo_down2');
  sub = await login('demo_subagent');
});
afterAll(() => app.close());

describe('contract offers', () => {
  it("lists the agent's house contract and what it may offer", async () => {
    const v = (await call(RT, { action: 'list' }, agent)).json().value;
    expect(v.enabled).toBe(true);
    expect(v.maxOfferBp).toBe(100);
    expect(v.received).toMatchObject([
      { upline: null, downline: 'demo_agent', status: 'approved', tiers: [tier(100)] },
    ]);
    expect(v.offered.map((c: { downline: string; status: string }) => [c.downline, c.status])).toEqual(
      expect.arrayContaining([
        ['demo_subagent', 'terminated'],
        ['demo_down2', 'rejected'],
      ]),
    );
  });

  it('refuses bad offers with a clear error and changes nothing', async () => {
    const before = await contracts();
    const cases: Array<[string, object, Headers, string]> = [
      [RT, { action: 'offer', downline: 'demo_down1', tiers: [tier(101)] }, agent, 'contract_rate_too_high'],
      [RT, { action: 'offer', downline: 'demo_player', tiers: [tier(50)] }, agent, 'contract_not_downline'],
      [RT, { action: 'offer', downline: 'demo_level3', tiers: [tier(50)] }, agent, 'contract_not_downline'],
      [RT, { action: 'offer', downline: 'demo_agent', tiers: [tier(10)] }, down1, 'error_not_agent'],
      [
        RT,
        { action: 'offer', downline: 'demo_down1', tiers: [tier(50, '10.00'), tier(40, '20.00')] },
        agent,
        'contract_tiers_invalid',
      ],
      [
        RT,
        { action: 'offer', downline: 'demo_down1', tiers: [tier(40, '10.00'), tier(50, '10.00')] },
        agent,
        'contract_tiers_invalid',
      ],
      [
        DIV,
        { action: 'offer', downline: 'demo_down1', tiers: [tier(1000)], cycle: 'monthly' },
        agent,
        'contract_cycle_required',
      ],
      // demo_subagent holds no real-time contract (its last one ended): it may offer nothing of that kind.
      [RT, { action: 'offer', downline: 'demo_subagent2', tiers: [tier(1)] }, sub, 'contract_rate_too_high'],
      [RT, { action: 'accept', contractId: 999_999 }, down1, 'contract_not_found'],
    ];
    for (const [url, body, who, message] of cases) {
      const res = await call(url, body, who);
      expect([res.json().message, url, body]).toEqual([message, url, body]);
    }
    expect((await call(RT, { action: 'offer', downline: 'demo_down1', tiers: [] }, agent)).statusCode).toBe(400);
    expect((await call(RT, { action: 'dance' }, agent)).statusCode).toBe(400);
    expect(await contracts()).toBe(before);
  });

  it('a trial account and a brand without the kind are refused', async () => {
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value;
    const res = await call(RT, { action: 'list' }, { authorization: `Bearer ${trial.token}` });
    expect(res.json().message).toBe('trial_account');
    await patchBrand(app, (c) => ({ ...c, contracts: { ...c.contracts, realtimeSalary: false } }));
    try {
      expect((await call(RT, { action: 'list' }, agent)).json().value.enabled).toBe(false);
      const off = await call(RT, { action: 'offer', downline: 'demo_down1', tiers: [tier(10)] }, agent);
      expect(off.json().message).toBe('contract_kind_disabled');
    } finally {
      await patchBrand(app, (c) => ({ ...c, contracts: { ...c.contracts, realtimeSalary: true } }));
    }
  });

  it('offer, accept, a higher offer replacing it, termination asked by one side and agreed by the other', async () => {
    const offered = (await call(RT, { action: 'offer', downline: 'DEMO_DOWN1', tiers: [tier(50)] }, agent)).json();
    expect(offered.value).toMatchObject({ status: 'in_process', upline: 'demo_agent', downline: 'demo_down1' });
    const id = offered.value.id;
    expect((await call(RT, { action: 'offer', downline: 'demo_down1', tiers: [tier(60)] }, agent)).json().message).toBe(
      'contract_exists',
    );
    // The downline is told in its inbox and sees it among its received contracts.
    expect(
      await countRows(app, sql`SELECT COUNT(*) AS n FROM inbox_messages WHERE event_key = ${`contract:${id}:offered`}`),
    ).toBe(1);
    expect((await call(RT, { action: 'list' }, down1)).json().value.received[0]).toMatchObject({
      id,
      status: 'in_process',
    });
    // Only the downline decides; the agent cannot accept its own offer.
    expect((await call(RT, { action: 'accept', contractId: id }, agent)).json().message).toBe('contract_state');
    expect((await call(RT, { action: 'accept', contractId: id }, down2)).json().message).toBe('contract_not_found');
    expect((await call(RT, { action: 'accept', contractId: id }, down1)).json().value.status).toBe('approved');
    // A lower or equal offer while one runs is refused; a higher one replaces it on acceptance (spec section 4).
    expect((await call(RT, { action: 'offer', downline: 'demo_down1', tiers: [tier(50)] }, agent)).json().message).toBe(
      'contract_exists',
    );
    const higher = (await call(RT, { action: 'offer', downline: 'demo_down1', tiers: [tier(70)] }, agent)).json().value;
    expect((await call(RT, { action: 'accept', contractId: higher.id }, down1)).json().value.status).toBe('approved');
    const list = (await call(RT, { action: 'list' }, down1)).json().value.received;
    expect(list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [higher.id, 'approved'],
      [id, 'terminated'],
    ]);
    // Termination: asked by the downline, agreed by the agent (the asking side cannot agree with itself).
    const asked = (await call(RT, { action: 'terminate', contractId: higher.id }, down1)).json().value;
    expect(asked.terminationRequestedBy).toBe('demo_down1');
    expect((await call(RT, { action: 'acceptTermination', contractId: higher.id }, down1)).json().message).toBe(
      'contract_state',
    );
    expect(
      (await call(RT, { action: 'rejectTermination', contractId: higher.id }, agent)).json().value
        .terminationRequestedBy,
    ).toBe(null);
    await call(RT, { action: 'terminate', contractId: higher.id }, agent);
    const ended = (await call(RT, { action: 'acceptTermination', contractId: higher.id }, down1)).json().value;
    expect([ended.status, ended.endedAt === null]).toEqual(['terminated', false]);
  });

  it('a waiting offer may be withdrawn by the agent or rejected by the downline', async () => {
    const a = (await call(DAILY, { action: 'offer', downline: 'demo_down2', tiers: [tier(40)] }, agent)).json().value;
    expect((await call(DAILY, { action: 'reject', contractId: a.id }, down2)).json().value.status).toBe('rejected');
    const b = (await call(DAILY, { action: 'offer', downline: 'demo_down2', tiers: [tier(40)] }, agent)).json().value;
    expect((await call(DAILY, { action: 'withdraw', contractId: b.id }, down2)).json().message).toBe('contract_state');
    expect((await call(DAILY, { action: 'withdraw', contractId: b.id }, agent)).json().value.status).toBe('terminated');
    expect((await call(DAILY, { action: 'accept', contractId: b.id }, down2)).json().message).toBe('contract_state');
  });
});

describe('payouts', () => {
  it('pays the real-time period once: the downline its rate, the agent the difference, with statements and income', async () => {
    // demo_down2 bets itself here: this case counts a holder's own bets (a brand setting; the next case: the default).
    await ownBets(true);
    const offer = (await call(RT, { action: 'offer', downline: 'demo_down2', tiers: [tier(40)] }, agent)).json().value;
    await call(RT, { action: 'accept', contractId: offer.id }, down2);
    // A 5-minute window starting after the contract: 200.00 of valid bets on slots (salaries count slots in full) by
    // demo_down2, a push that is not valid.
    const start = new Date(Math.ceil((Date.now() + 1000) / 300_000) * 300_000);
    const at = (s: number) => new Date(start.getTime() + s * 1000).toISOString();
    const tick = (s: number) => runDuePayouts(app.deps.db, new Date(at(s)));
    await settledRound(app, 'demo_down2', 20_000, { at: at(10), category: 'RNG' });
    await settledRound(app, 'demo_down2', 5_000, { win: 5_000, at: at(20), category: 'RNG' });
    // Settled after the window closed (a late round): it belongs to the next window.
    await settledRound(app, 'demo_down2', 10_000, { at: at(300), category: 'RNG' });
    await tick(299); // earlier windows (the demo's own rounds) are due before this one
    const before = await balances(app, 'demo_down2');
    const statements = () =>
      countRows(
        app,
        sql`SELECT COUNT(*) AS n FROM contract_payouts WHERE period_start = ${start.toISOString()}::timestamptz`,
      );
    await tick(300 + 60);
    expect(await statements()).toBe(0); // the payout delay (120 s) has not passed
    await tick(300 + 130);
    expect(await statements()).toBe(2);
    await tick(300 + 200);
    expect(await statements()).toBe(2); // nothing paid twice
    // demo_down2 holds only this contract: its balance moves by its pay. Each statement's ledger transfer pays it.
    expect(Number((await balances(app, 'demo_down2')).cash) - Number(before.cash)).toBe(80); // 0.40 % of 200.00
    const paid = await app.deps.db.execute(sql`SELECT m.username, p.amount::int AS amount, t.amount::int AS moved
      FROM contract_payouts p JOIN members m ON m.id = p.member_id JOIN ledger_transfers t ON t.id = p.transfer_id
      WHERE p.period_start = ${start.toISOString()}::timestamptz ORDER BY m.username`);
    expect((paid as unknown as { rows: unknown[] }).rows).toEqual([
      { username: 'demo_agent', amount: 120, moved: 120 }, // (1.00 - 0.40) % of 200.00
      { username: 'demo_down2', amount: 80, moved: 80 },
    ]);
    const mine = (await call(RT, { action: 'payouts', pageNo: 1, pageSize: 10 }, down2)).json().value;
    expect(mine.list[0]).toMatchObject({
      username: 'demo_down2',
      base: '200.00',
      rateBp: 40,
      amount: '0.80',
      activePlayers: 1,
    });
    const theirs = (await call(RT, { action: 'payouts', contractId: offer.id, pageNo: 1, pageSize: 10 }, agent)).json()
      .value;
    expect(theirs.list.map((p: { username: string }) => p.username)).toEqual(['demo_down2']);
    const own = (await call(RT, { action: 'payouts', pageNo: 1, pageSize: 10 }, agent)).json().value;
    // The agent's records: its own statements and those of the contracts it offered; the total counts its own.
    const ownRow = own.list.find(
      (p: { username: string; periodStart: string }) =>
        p.username === 'demo_agent' && p.periodStart === start.toISOString(),
    );
    expect(ownRow).toMatchObject({ rateBp: 100, passedDownBp: 40, amount: '1.20' });
    expect(own.list.some((p: { username: string }) => p.username === 'demo_down2')).toBe(true);
    // The late round is paid with the next window.
    await tick(600 + 130);
    const both = (await call(RT, { action: 'payouts', contractId: offer.id, pageNo: 1, pageSize: 10 }, down2)).json();
    expect(both.value.list.map((p: { amount: string }) => p.amount)).toEqual(['0.40', '0.80']);
    const income = (await app.inject({ url: `${INCOME}?source=realtime`, headers: agent })).json().value;
    expect(income.list.slice(0, 2).map((l: { amount: string }) => l.amount)).toEqual(['0.60', '1.20']);
    expect(income.list[0]).toMatchObject({ source: 'realtime', contractId: expect.any(Number), from: null });
    const rt = income.bySource.find((s: { source: string }) => s.source === 'realtime');
    expect(rt.count).toBe(income.totalLines);
    expect((await app.inject({ url: INCOME, headers: down2 })).json().message).toBe('error_not_agent');
    await ownBets(false);
  });

  it("by default a holder's own bets pay it nothing, while its upline's team still counts them", async () => {
    // The next window after the previous case's late round.
    const start = new Date(Math.ceil((Date.now() + 1000) / 300_000) * 300_000 + 600_000);
    const at = (s: number) => new Date(start.getTime() + s * 1000).toISOString();
    await runDuePayouts(app.deps.db, new Date(at(-1)));
    await settledRound(app, 'demo_down2', 30_000, { at: at(10), category: 'RNG' });
    await runDuePayouts(app.deps.db, new Date(at(300 + 130)));
    const paid = await app.deps.db.execute(sql`SELECT m.username, p.amount::int AS amount, p.base::int AS base
      FROM contract_payouts p JOIN members m ON m.id = p.member_id
      WHERE p.period_start = ${start.toISOString()}::timestamptz ORDER BY m.username`);
    // 1.00 % of demo_down2's 300.00, all kept by the agent; demo_down2 earns nothing, so it has no statement.
    expect((paid as unknown as { rows: unknown[] }).rows).toEqual([
      { username: 'demo_agent', amount: 300, base: 30_000 },
    ]);
  });
});

describe('register account with starting contracts', () => {
  it("refuses a rate above the agent's own and opens no account; within it the sub-agent's contract is approved", async () => {
    const reg = '/wps/relay/AGENT_registerDownline';
    const before = await countRows(app, sql`SELECT COUNT(*) AS n FROM members`);
    const high = await call(
      reg,
      { accountType: 'agent', username: 'subrates01', contracts: [{ kind: 'daily', tiers: [tier(81)] }] },
      agent,
    );
    expect(high.json().message).toBe('contract_rate_too_high');
    const player = await call(
      reg,
      { accountType: 'player', username: 'subrates02', contracts: [{ kind: 'daily', tiers: [tier(10)] }] },
      agent,
    );
    expect(player.statusCode).toBe(400);
    expect(await countRows(app, sql`SELECT COUNT(*) AS n FROM members`)).toBe(before);
    const ok = await call(
      reg,
      { accountType: 'agent', username: 'subrates03', contracts: [{ kind: 'daily', tiers: [tier(80)] }] },
      agent,
    );
    expect(ok.json().success).toBe(true);
    const list = (await app.inject({ url: '/wps/relay/AGENT_downlineList?username=subrates03', headers: agent })).json()
      .value;
    expect(list.list[0].contracts).toEqual([{ kind: 'daily', status: 'approved' }]);
  });
});

describe('the demo site', () => {
  it('starts with a month of team rounds and the past periods of every kind paid, the ledger whole', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database);
      await seedDemo(database.db, { history: true });
      const rows = (query: ReturnType<typeof sql>) =>
        database.db.execute(query).then((r) => (r as unknown as { rows: Array<Record<string, unknown>> }).rows);
      const kinds = await rows(sql`SELECT kind, COUNT(*)::int AS n FROM contract_payouts GROUP BY kind ORDER BY kind`);
      expect(kinds.map((k) => k.kind)).toEqual(['daily', 'dividend', 'hourly', 'realtime']);
      const [month] = await rows(sql`SELECT COUNT(*)::int AS n FROM game_rounds WHERE round_id LIKE 'demo-month-%'`);
      expect(month?.n).toBe(240);
      const inv = await checkInvariants(database.db);
      expect(inv.mismatched).toBe(0);
      expect(Object.values(inv.sums).every((s) => s === '0')).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
