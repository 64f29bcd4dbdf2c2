import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/modules/accounts/index.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs, postEncrypted } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';
import { settledRound } from './points-helper.ts';

let app: App;
let agent: { authorization: string };
let player: { authorization: string };
let sub: { authorization: string };
const get = (url: string, headers: Record<string, string> = agent) => app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = agent) =>
  app.inject({ method: 'POST', url, payload, headers });
const names = (list: Array<{ username: string }>) => list.map((d) => d.username);

beforeAll(async () => {
  app = await buildTestApp();
  agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  sub = { authorization: (await loginAs(app, 'demo_subagent', 'Demo@2026')).authorization };
  // Rounds on fixed days for the period figures; those that never count: fun money, rolled back, outside the team.
  await settledRound(app, 'demo_level3', 10_000, { at: '2025-03-10T12:00:00Z' });
  await settledRound(app, 'demo_level3', 2_000, { win: 5_000, at: '2025-03-17T12:00:00Z' });
  await settledRound(app, 'demo_subagent', 1_000, { at: '2025-03-16T23:00:00Z' });
  await settledRound(app, 'demo_level3', 9_000, { at: '2025-03-11T12:00:00Z', asset: 'FUN' });
  await settledRound(app, 'demo_level3', 9_000, { at: '2025-03-11T12:00:00Z', status: 'rolled_back' });
  await settledRound(app, 'demo_player', 9_000, { at: '2025-03-11T12:00:00Z' });
});
afterAll(() => app.close());

const BETS = '/wps/relay/AGENT_teamBetRecords';
const PNL = '/wps/relay/AGENT_teamProfitLoss';
const TX = '/wps/relay/AGENT_downlineTransactions';
const REG = '/wps/relay/AGENT_registerDownline';
const NOTICES = '/wps/relay/AGENT_announcements';
const READ = '/wps/relay/AGENT_readAnnouncement';

describe('team betting', () => {
  it("totals the whole team's settled cash rounds, every level, with a push out of the valid bet", async () => {
    const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
    const v = (await get(`${BETS}?startDate=${day(-30 * 86_400_000)}&endDate=${day(86_400_000)}`)).json().value;
    expect(v.totals).toEqual({ rounds: 8, bet: '250.00', validBet: '240.00', payout: '225.00', winLoss: '-25.00' });
    expect(v.total).toBe(8);
    expect(new Set(names(v.list))).toEqual(new Set(['demo_subagent', 'demo_subagent2', 'demo_level3']));
  });

  it('filters by member, vendor, game type and dates, and pages with totals of every page', async () => {
    const range = 'startDate=2025-03-10&endDate=2025-03-17';
    const all = (await get(`${BETS}?${range}`)).json().value;
    expect(all.totals).toEqual({ rounds: 3, bet: '130.00', validBet: '130.00', payout: '50.00', winLoss: '-80.00' });
    expect(all.list[0]).toMatchObject({ username: 'demo_level3', bet: '20.00', payout: '50.00', winLoss: '30.00' });
    expect(all.list[0].gameName).toBeTruthy();
    const one = (await get(`${BETS}?${range}&username=DEMO_LEVEL3`)).json().value;
    expect(one.totals.rounds).toBe(2);
    const vendor = all.list[0].vassalage;
    expect((await get(`${BETS}?${range}&vassalage=${vendor}`)).json().value.total).toBe(3);
    expect((await get(`${BETS}?${range}&vassalage=NOPE`)).json().value.total).toBe(0);
    expect((await get(`${BETS}?${range}&gameType=INHOUSE`)).json().value.total).toBe(3);
    expect((await get(`${BETS}?${range}&gameType=LIVE`)).json().value.totals.bet).toBe('0.00');
    const p1 = (await get(`${BETS}?${range}&pageSize=2`)).json().value;
    const p2 = (await get(`${BETS}?${range}&pageSize=2&pageNo=2`)).json().value;
    expect([p1.list.length, p2.list.length, p1.totalPages, p2.totals.bet]).toEqual([2, 1, 2, '130.00']);
    expect((await get(`${BETS}?startDate=2025-03-12&endDate=2025-03-12`)).json().value.list).toEqual([]);
  });

  it('a sub-agent sees only its own team; a member outside the team is refused', async () => {
    const v = (await get(`${BETS}?startDate=2025-03-10&endDate=2025-03-17`, sub)).json().value;
    expect(new Set(names(v.list))).toEqual(new Set(['demo_level3']));
    for (const [u, who] of [
      ['demo_player', agent],
      ['demo_subagent', sub],
      ['demo_down1', sub],
    ] as const) {
      const res = await get(`${BETS}?username=${u}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('not_in_team');
    }
  });
});

describe('user loss', () => {
  const rows = async (q: string) => (await get(`${PNL}?${q}`)).json().value;
  it('gives each team member its result for the day, week, half month and month, biggest loss first', async () => {
    const day = await rows('period=daily&date=2025-03-10');
    expect([day.from, day.to, day.total]).toEqual(['2025-03-10', '2025-03-10', 1]);
    expect(day.list[0]).toMatchObject({
      username: 'demo_level3',
      level: 3,
      agentType: 0,
      bet: '100.00',
      winLoss: '-100.00',
    });
    const week = await rows('period=weekly&date=2025-03-12');
    expect([week.from, week.to]).toEqual(['2025-03-10', '2025-03-16']);
    expect(names(week.list)).toEqual(['demo_level3', 'demo_subagent']);
    expect(week.list[1]).toMatchObject({ level: 1, agentType: 1 });
    expect(week.totals).toMatchObject({ rounds: 2, bet: '110.00', winLoss: '-110.00' });
    const first = await rows('period=semimonthly&date=2025-03-12');
    expect([first.from, first.to, names(first.list)]).toEqual(['2025-03-01', '2025-03-15', ['demo_level3']]);
    const second = await rows('period=semimonthly&date=2025-03-20');
    expect([second.from, second.to]).toEqual(['2025-03-16', '2025-03-31']);
    expect(names(second.list)).toEqual(['demo_subagent', 'demo_level3']);
    const month = await rows('period=monthly&date=2025-03-01');
    expect(month.totals).toEqual({ rounds: 3, bet: '130.00', validBet: '130.00', payout: '50.00', winLoss: '-80.00' });
    expect((await rows('period=monthly&date=2025-03-01&username=demo_subagent')).total).toBe(1);
    expect((await rows('period=monthly&date=2025-03-01&pageSize=1&pageNo=2')).list).toHaveLength(1);
    expect((await rows('period=monthly&date=2025-02-01')).totals.rounds).toBe(0);
  });
});

describe('account details', () => {
  it("shows a team member's ledger movements, read-only, by type", async () => {
    const v = (await get(`${TX}?username=demo_level3`)).json().value;
    expect(v.total).toBe(6);
    expect(new Set(v.list.map((l: { type: string }) => l.type))).toEqual(new Set(['bet', 'win', 'adjustment']));
    const bets = (await get(`${TX}?username=demo_level3&type=bet`)).json().value;
    expect(bets.list.map((l: { amount: string }) => l.amount)).toEqual(['-60.00', '-25.00', '-15.00']);
    const down1 = (await get(`${TX}?username=demo_down1`)).json().value;
    expect(down1.list[0]).toMatchObject({ kind: 'seed', amount: '1000.00', balanceAfter: '1000.00' });
    expect((await get(`${TX}?username=demo_level3&startDate=2020-01-01&endDate=2020-01-31`)).json().value.total).toBe(
      0,
    );
  });

  it("refuses members outside the agent's team", async () => {
    for (const [u, who] of [
      ['demo_player', agent],
      ['demo_down1', sub],
      ['demo_agent', sub],
      ['nobody', agent],
    ] as const) {
      const res = await get(`${TX}?username=${u}`, who);
      expect(res.statusCode, u).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'not_in_team' });
    }
  });
});

describe('register account', () => {
  it('opens a player and a sub-agent under the agent; they log in with the initial password and must change it', async () => {
    const res = await post(REG, { accountType: 'player', username: 'teamplayer1', email: 'tp1@example.test' });
    expect(res.json()).toMatchObject({
      success: true,
      value: { username: 'teamplayer1', accountType: 'player', validDays: 7 },
    });
    const playerPassword: string = res.json().value.initialPassword;
    const made = await post(REG, {
      accountType: 'agent',
      username: 'TeamAgent7',
      mobileNum: '11988887777',
      countryDialingCode: '55',
    });
    expect(made.json().value).toMatchObject({ username: 'teamagent7', accountType: 'agent' });
    // Each account its own one-time password (never the brand's public default), sent to the mobile it has.
    const agentPassword: string = made.json().value.initialPassword;
    for (const pw of [playerPassword, agentPassword]) {
      expect(pw).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@#$%&*])[A-Za-z\d@#$%&*]{12}$/);
      expect(pw).not.toBe('Welcome@123');
    }
    expect(agentPassword).not.toBe(playerPassword);
    await expect(loginAs(app, 'teamagent7', 'Welcome@123', '10.9.0.1')).rejects.toThrow(/login_failed/);
    const sms = (await outboxMessages(app.deps.db, '+5511988887777')).map((m) => m.text);
    expect(sms.some((b) => b.includes('teamagent7') && b.includes(agentPassword) && b.includes('7 dias'))).toBe(true);
    const list = (await get('/wps/relay/AGENT_downlineList?username=team')).json().value.list;
    expect(list.map((d: { username: string; agentType: number }) => [d.username, d.agentType]).sort()).toEqual([
      ['teamagent7', 1],
      ['teamplayer1', 0],
    ]);
    const login = await loginAs(app, 'teamagent7', agentPassword);
    expect(login.value.defaultPassword).toBe(true);
    // Until the password changes, the session may do nothing else.
    const held = await get('/wps/relay/AGENT_teamOverview', { authorization: login.authorization });
    expect(held.json().message).toBe('password_change_required');
    const [code] = (
      (await app.deps.db.execute(
        sql`SELECT affiliate_code, password_change_required FROM members WHERE username = 'teamagent7'`,
      )) as unknown as { rows: Array<{ affiliate_code: string; password_change_required: boolean }> }
    ).rows;
    expect(code).toEqual({ affiliate_code: 'TEAMAGENT7', password_change_required: true });
  });

  it('refuses an initial password left unused past its days, only to whoever knows it', async () => {
    const made = (await post(REG, { accountType: 'player', username: 'lateplayer1' })).json().value;
    await app.deps.db.execute(
      sql`UPDATE members SET initial_password_until = now() - interval '1 minute' WHERE username = 'lateplayer1'`,
    );
    await expect(loginAs(app, 'lateplayer1', made.initialPassword, '10.9.0.2')).rejects.toThrow(
      /initial_password_expired/,
    );
    // The agent sees who is still on a first password and issues a new one: the old stops, the new works.
    const listed = (await get('/wps/relay/AGENT_downlineList?username=lateplayer1')).json().value.list[0];
    expect(listed.initialPasswordPending).toBe(true);
    const renewed = (await post('/wps/relay/AGENT_newInitialPassword', { username: 'lateplayer1' })).json();
    expect(renewed.value).toMatchObject({ username: 'lateplayer1', accountType: 'player', validDays: 7 });
    expect(renewed.value.initialPassword).not.toBe(made.initialPassword);
    // The old one is now a wrong password like any other (login_failed, not a hint that it once was right).
    await expect(loginAs(app, 'lateplayer1', made.initialPassword, '10.9.0.2')).rejects.toThrow(/login_failed/);
    expect((await loginAs(app, 'lateplayer1', renewed.value.initialPassword, '10.9.0.2')).value.defaultPassword).toBe(
      true,
    );
    // Not for a member outside the team, nor for one who has set their own password.
    const other = await post('/wps/relay/AGENT_newInitialPassword', { username: 'demo_player' });
    expect([other.statusCode, other.json().message]).toEqual([403, 'not_in_team']);
    // In time, the first login changes it and the account's password is its own from then on.
    const fresh = (await post(REG, { accountType: 'player', username: 'ontimeplayer1' })).json().value;
    const login = await loginAs(app, 'ontimeplayer1', fresh.initialPassword, '10.9.0.3');
    const changed = await postEncrypted(
      app,
      '/wps/member/password',
      { oldPassword: fresh.initialPassword, newPassword: 'Mine@2026x', confirmNewPassword: 'Mine@2026x' },
      { authorization: login.authorization },
      'PUT',
    );
    expect(changed.json().success, changed.body).toBe(true);
    const [row] = (
      (await app.deps.db.execute(
        sql`SELECT initial_password_until FROM members WHERE username = 'ontimeplayer1'`,
      )) as unknown as { rows: Array<{ initial_password_until: unknown }> }
    ).rows;
    expect(row?.initial_password_until).toBeNull();
    expect((await loginAs(app, 'ontimeplayer1', 'Mine@2026x', '10.9.0.3')).value.defaultPassword).toBe(false);
    const own = await post('/wps/relay/AGENT_newInitialPassword', { username: 'ontimeplayer1' });
    expect([own.statusCode, own.json().message]).toEqual([409, 'initial_password_used']);
    expect((await loginAs(app, 'ontimeplayer1', 'Mine@2026x', '10.9.0.3')).value.defaultPassword).toBe(false);
  });

  it('applies the brand rules and refuses duplicates and bad input', async () => {
    const cases: Array<[object, number, string]> = [
      [{ accountType: 'player', username: 'ab' }, 400, 'field_invalid'],
      [{ accountType: 'player', username: '9startsdigit' }, 400, 'field_invalid'],
      [{ accountType: 'player', username: 'demo_down1' }, 400, 'field_invalid'],
      [{ accountType: 'player', username: 'teamplayer1' }, 409, 'username_taken'],
      [
        { accountType: 'player', username: 'teamplayer2', mobileNum: '12ab', countryDialingCode: '55' },
        400,
        'invalid_phone',
      ],
      [
        { accountType: 'player', username: 'teamplayer2', mobileNum: '11999990001', countryDialingCode: '55' },
        409,
        'mobile_taken',
      ],
      [{ accountType: 'player', username: 'teamplayer2', email: 'not-an-email' }, 400, 'field_invalid'],
      [{ accountType: 'boss', username: 'teamplayer2' }, 400, 'bad_request'],
      [{ username: 'teamplayer2' }, 400, 'bad_request'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(REG, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
  });
});

describe('agent announcements', () => {
  it("lists the brand's agent notices in the reader's language with read state", async () => {
    const v = (await get(NOTICES, { ...agent, language: 'en' })).json().value;
    expect([v.total, v.unread]).toEqual([2, 2]);
    expect(v.list[0]).toMatchObject({ title: 'New commission table', read: false });
    // Without a language header, an agent with no saved language reads the brand's (Portuguese).
    const pt = (await get(NOTICES)).json().value;
    expect(pt.list[0].title).toBe('Nova tabela de comissões');
    expect((await post(READ, { id: v.list[0].id })).json().value).toEqual({ unread: 1 });
    expect((await post(READ, { id: v.list[0].id })).json().value).toEqual({ unread: 1 });
    expect((await get(NOTICES)).json().value.list[0].read).toBe(true);
    // Another agent's read state is its own.
    expect((await get(NOTICES, sub)).json().value.unread).toBe(2);
    // A public announcement is not an agent notice; the public call never lists agent notices.
    const [pub] = (
      (await app.deps.db.execute(sql`SELECT id FROM announcements WHERE type = 'B' LIMIT 1`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    expect((await post(READ, { id: pub?.id ?? 0 })).statusCode).toBe(404);
    expect((await post(READ, { id: 'x' })).statusCode).toBe(400);
    const publicList = (await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H')).json().value;
    expect(JSON.stringify(publicList)).not.toContain('New commission table');
    expect((await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=AG')).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  const calls = () => [
    () => get(`${BETS}`, player),
    () => get(`${PNL}?period=weekly`, player),
    () => get(`${TX}?username=demo_down1`, player),
    () => get(NOTICES, player),
    () => post(READ, { id: 1 }, player),
    () => post(REG, { accountType: 'player', username: 'byplayer1' }, player),
  ];
  it('refuses players with error_not_agent and visitors as unauthorized', async () => {
    for (const call of calls()) {
      const res = await call();
      expect([res.statusCode, res.json().message]).toEqual([403, 'error_not_agent']);
    }
    expect((await get(BETS, {})).statusCode).toBe(401);
    expect((await post(REG, { accountType: 'player', username: 'visitor1' }, {})).statusCode).toBe(401);
  });

  it('refuses a trial account with the trial warning', async () => {
    await app.deps.db.execute(sql`UPDATE members SET is_agent = 4 WHERE username = 'demo_down2'`);
    const trial = { authorization: (await loginAs(app, 'demo_down2', 'Demo@2026')).authorization };
    for (const res of [
      await get(BETS, trial),
      await get(`${PNL}?period=daily`, trial),
      await get(`${TX}?username=demo_down1`, trial),
      await get(NOTICES, trial),
      await post(REG, { accountType: 'player', username: 'bytrial1' }, trial),
    ])
      expect([res.statusCode, res.json().message]).toEqual([403, 'trial_account']);
  });

  it('refuses bad dates, periods and paging', async () => {
    for (const url of [
      `${BETS}?startDate=2025-03-20&endDate=2025-03-10`,
      `${BETS}?startDate=2025-02-30`,
      `${BETS}?startDate=2025-01-01&endDate=2025-06-30`,
      `${BETS}?endDate=20250101`,
      `${BETS}?pageSize=51`,
      `${BETS}?username=a%25b`,
      `${PNL}?period=yearly`,
      `${PNL}?date=2025-13-01`,
      `${TX}`,
      `${TX}?username=demo_down1&type=everything`,
      `${TX}?username=demo_down1&startDate=2025-05-02&endDate=2025-05-01`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
