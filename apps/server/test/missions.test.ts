import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressMissions } from '../src/modules/missions/index.ts';
import { maskName } from '../src/modules/missions/service.ts';
import { checkInvariants } from '../src/modules/wallet/ledger.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';
import { balances, settledRound } from './points-helper.ts';

let app: App;
let player: { authorization: string };
const summary = async (headers = player) =>
  (
    await app.inject({ url: '/wps/relay/MCSFE_getMissionSummaryDetails', headers: { ...headers, language: 'en' } })
  ).json().value;
const byName = async (name: string) => (await summary()).list.find((m: { name: string }) => m.name === name);
const claim = (missionId: unknown, headers = player) =>
  app.inject({ method: 'POST', url: '/wps/relay/MCSFE_claimMissionReward', headers, payload: { missionId } });

beforeAll(async () => {
  app = await buildTestApp();
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

describe('missions', () => {
  it('lists every mission in progress, counts the badge, and counts real events once', async () => {
    const start = await summary();
    expect(start.list.map((m: { kind: string }) => m.kind)).toEqual([
      'login',
      'rounds',
      'bet',
      'deposit',
      'win',
      'deposit',
      'rounds',
    ]);
    expect(start.open).toBe(7);
    expect(start.list.every((m: { status: string }) => m.status === 'in_progress')).toBe(true);
    await settledRound(app, 'demo_player', 2_000); // in-house 20.00
    await settledRound(app, 'demo_player', 4_000, { win: 40_000 }); // in-house 40.00, wins 10x
    await settledRound(app, 'demo_player', 1_000, { category: 'LIVE' });
    await settledRound(app, 'demo_player', 1_000, { asset: 'FUN' });
    await progressMissions(app.deps.db);
    await progressMissions(app.deps.db);
    expect(await byName('Daily check-in')).toMatchObject({ status: 'claimable', progress: '1', target: '1' });
    expect(await byName('Play 3 rounds')).toMatchObject({ status: 'claimable', progress: '3', unit: 'count' });
    expect(await byName('Bet R$ 50 on Originals')).toMatchObject({
      status: 'claimable',
      progress: '50.00',
      target: '50.00',
      unit: 'money',
    });
    expect(await byName('Win 10× your bet')).toMatchObject({ status: 'claimable' });
    expect(await byName('Play 100 rounds')).toMatchObject({ status: 'in_progress', progress: '3' });
    // demo_player's seeded deposits were paid before: a first deposit this week counts them.
    expect((await byName('First deposit')).status).toBe('claimable');
    expect(
      await countRows(
        app,
        sql`SELECT count(*) AS n FROM mission_events WHERE event_key LIKE 'round:%' AND event_key NOT LIKE 'round:demo-seed:%'`,
      ),
    ).toBe(3 + 3 + 2 + 1);
  });

  it('claims a reward once: points (and bonus) credited, the badge goes down, the score goes up', async () => {
    const before = await balances(app, 'demo_player');
    const rounds = await byName('Play 3 rounds');
    const open = (await summary()).open;
    const res = await claim(rounds.id);
    expect(res.json()).toMatchObject({
      success: true,
      value: { rewardPoints: 50, alreadyClaimed: false, mission: { status: 'claimed' } },
    });
    const again = await claim(rounds.id);
    expect(again.json()).toMatchObject({ success: true, value: { alreadyClaimed: true } });
    expect((await balances(app, 'demo_player')).points).toBe(before.points + 50);
    const after = await summary();
    expect(after.open).toBe(open - 1);
    expect(after.score).toBe(10);
    const weekly = await byName('Deposit R$ 100 this week');
    if (weekly.status === 'claimable') {
      await claim(weekly.id);
      expect((await balances(app, 'demo_player')).cash).toBe(before.cash + 500);
    }
    expect((await checkInvariants(app.deps.db)).mismatched).toBe(0);
  });

  it('refuses a claim before the target, an unknown mission and bad input, changing nothing', async () => {
    const before = await balances(app, 'demo_player');
    const claimed = await countRows(app, sql`SELECT count(*) AS n FROM mission_progress WHERE claimed_at IS NOT NULL`);
    expect((await claim((await byName('Play 100 rounds')).id)).json().message).toBe('mission_not_complete');
    expect((await claim(999_999)).json().message).toBe('not_found');
    expect((await claim('x')).json().message).toBe('bad_request');
    expect((await app.inject({ url: '/wps/relay/MCSFE_getMissionSummaryDetails' })).statusCode).toBe(401);
    await patchBrand(app, (c) => ({
      ...c,
      whitelabel: c.whitelabel.map((n) => (n.modId === 'MISSION3' ? { ...n, enabled: '0' } : n)),
    }));
    try {
      for (const url of ['/wps/relay/MCSFE_getMissionSummaryDetails', '/wps/relay/MCSFE_getMissionLeaderboard'])
        expect((await app.inject({ url, headers: player })).json().message).toBe('function_not_available');
      expect((await claim(1)).json().message).toBe('function_not_available');
    } finally {
      await patchBrand(app, (c) => ({
        ...c,
        whitelabel: c.whitelabel.map((n) => (n.modId === 'MISSION3' ? { ...n, enabled: '1' } : n)),
      }));
    }
    expect(await balances(app, 'demo_player')).toEqual(before);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM mission_progress WHERE claimed_at IS NOT NULL`)).toBe(
      claimed,
    );
  });

  it('ranks players by this week’s score, masks the others and shows the player’s own rank', async () => {
    const board = (await app.inject({ url: '/wps/relay/MCSFE_getMissionLeaderboard', headers: player })).json().value;
    expect(board.list.length).toBeGreaterThanOrEqual(16);
    expect(new Set(board.list.map((r: { score: number }) => r.score)).size).toBeGreaterThanOrEqual(8);
    expect(board.list[0]).toMatchObject({ rank: 1, username: 'de****t', mine: false });
    const me = board.list.find((r: { mine: boolean }) => r.mine);
    expect(me).toMatchObject({ username: 'demo_player' });
    expect(board.me).toEqual(me);
    const scores = board.list.map((r: { score: number }) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(maskName('ab')).toBe('a**');
  });

  it('lets admins create missions and switch them off', async () => {
    const admin = await operatorHeaders(app, 'missionboss', 'Missionboss@2026', 'admin');
    const support = await operatorHeaders(app, 'missionhelp', 'Missionhelp@2026', 'support');
    const payload = {
      kind: 'bet',
      period: 'weekly',
      target: '200.00',
      category: 'LIVE',
      rewardPoints: 150,
      texts: { en: { name: 'Live week', description: 'Bet R$ 200 on live tables' } },
    };
    expect(
      (await app.inject({ method: 'POST', url: '/admin/api/missions', headers: support, payload })).json().message,
    ).toBe('operator_role_required');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin/api/missions',
          headers: admin,
          payload: { ...payload, rewardPoints: 0 },
        })
      ).json().message,
    ).toBe('bad_request');
    const res = await app.inject({ method: 'POST', url: '/admin/api/missions', headers: admin, payload });
    const id = res.json().value.id;
    expect(await byName('Live week')).toMatchObject({ target: '200.00', category: 'LIVE', status: 'in_progress' });
    const rows = (await app.inject({ url: '/admin/api/missions', headers: support })).json().value.rows;
    expect(rows.find((r: { id: number }) => r.id === id)).toMatchObject({
      name: 'Live week',
      target: '200.00',
      active: true,
    });
    const code = rows.find((r: { id: number }) => r.id === id).merchantCode;
    const brand = (await app.inject({ url: `/admin/api/missions?merchantCode=${code}`, headers: support })).json()
      .value;
    expect(brand.languages.length).toBeGreaterThan(0);
    expect(brand.rows.every((r: { merchantCode: string }) => r.merchantCode === code)).toBe(true);
    expect(brand.rows.find((r: { id: number }) => r.id === id).texts).toEqual({
      en: { name: 'Live week', description: 'Bet R$ 200 on live tables' },
    });
    expect((await app.inject({ url: '/admin/api/missions?merchantCode=NOPE', headers: support })).json().message).toBe(
      'unknown_merchant',
    );
    await app.inject({ method: 'PATCH', url: `/admin/api/missions/${id}`, headers: admin, payload: { active: false } });
    expect(await byName('Live week')).toBeUndefined();
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/admin/api/missions/999999',
          headers: admin,
          payload: { active: false },
        })
      ).json().message,
    ).toBe('not_found');
  });
});
