import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/accounts/seed.ts';
import {
  drawNumbers,
  type LotteryWallet,
  lotteryWallet,
  NORTH_LAYOUT,
  runLottery,
  SOUTH_LAYOUT,
  seedHashOf,
  setLotteryClock,
  slotAt,
  VN_GAMES,
  vnOddsFor,
} from '../src/modules/lottery/index.ts';
import { checkInvariants } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { seedSealer } from '../src/platform/seal.ts';
import { countRows, loginAs } from './auth-helper.ts';
import { cliRunner, enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';
import { NORTH } from './lottery-vn-results.ts';

/** The VN lottery end to end: menus, bets, two operators' results, settlement, cancels and the payout cap. */
/**
 * The test's start: the machine's time, moved back half an hour at a time while a daily draw is past its betting
 * cut-off (in the 15 minutes before a regional draw no draw of that game takes bets), so a run at any hour bets on
 * open draws.
 */
const openTime = (t: number): number =>
  VN_GAMES.some(
    (g) =>
      g.intervalSeconds === 86_400 &&
      slotAt(new Date(t), g.intervalSeconds, g.cutoffSeconds, g.offsetSeconds).closesAt.getTime() <= t,
  )
    ? openTime(t - 30 * 60_000)
    : t;
const REAL = openTime(Date.now());
let now = new Date(REAL);
let app: App;
let wallet: LotteryWallet;
let auth: { authorization: string };
let opA: Record<string, string>;
let opB: Record<string, string>;
let deskNoCode: Record<string, string>;
let admin: Record<string, string>;

const DRAWS = '/admin/api/console/lottery/vn/draws';
const game = (code: string) => VN_GAMES.find((g) => g.gameCode === code) ?? VN_GAMES[0];
const slotOf = (code: string, at = new Date(REAL)) => {
  const g = game(code);
  return slotAt(at, g?.intervalSeconds ?? 1, g?.cutoffSeconds ?? 0, g?.offsetSeconds ?? 0);
};
const get = async (url: string, headers: Record<string, string> = auth) => (await app.inject({ url, headers })).json();
const send = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  (await app.inject({ method, url, headers, payload })).json();
const bet = (payload: object) => send('POST', '/lgw/vn/bets', auth, payload);
const balance = async () => (await get('/wps/v2/wallets/balance')).value.main as string;
const cents = (s: string) => BigInt(Math.round(Number(s) * 100));
const tick = (at: Date) => {
  now = at;
  return runLottery(app.deps.db, wallet, seedSealer(app.deps.config), now);
};
const drawIdOf = async (code: string, numero: string) =>
  countRows(app, sql`SELECT id AS n FROM lottery_draws WHERE game_code = ${code} AND numero = ${numero}`);
const enter = (headers: Record<string, string>, id: number, prizes: object) =>
  send('POST', `${DRAWS}/${id}/result`, headers, { prizes });
const audits = (action: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = ${action}`);

/** An operator CLI command as operator B (opB exists once beforeAll ran). */
const runAsB = (name: string, args: string[]) => cliRunner(app, opB)(name, args);

beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
  wallet = lotteryWallet(app);
  setLotteryClock(app.deps, () => now);
  auth = await loginAs(app, 'demo_player', DEMO_PASSWORD);
  // Results are entered only from sessions opened with a second factor, whatever the role.
  opA = (await enrolledOperator(app, 'vn_desk_a', 'desk-password-a1', 'support')).headers;
  opB = (await enrolledOperator(app, 'vn_desk_b', 'desk-password-b1', 'support')).headers;
  deskNoCode = await supportOperator(app, 'vn_desk_c', 'desk-password-c1');
  admin = (await enrolledOperator(app, 'vn_admin', 'admin-password-1', 'admin')).headers;
  await tick(new Date(REAL));
});
afterAll(() => app.close());

describe('VN lobby calls', () => {
  it('lists menus by region with bet terms, and past regional results as prize tables', async () => {
    const menus = (await get('/lgw/vn/games/game_menu', {})).value.gameMenus;
    expect(menus.map((m: { gameGroupCode: string }) => m.gameGroupCode)).toEqual(['MB', 'MT', 'MN', 'ST']);
    const mb = menus[0].games[0];
    expect(mb).toMatchObject({ gameCode: 'VNMB', accountTypeName: 'TCG_LOTTO_VN', drawTime: '18:15', prizeCount: 27 });
    expect(mb.bets.find((b: { betType: string }) => b.betType === 'lo2')).toMatchObject({ odds: '3.55', rtp: '95.85' });
    expect(menus[1].games[0]).toMatchObject({ drawTime: '17:15', prizeCount: 18 });
    // Region tabs and game names in the asked language.
    const pt = (await get('/lgw/vn/games/game_menu?language=pt', {})).value.gameMenus;
    expect(pt.map((m: { labelName: string }) => m.labelName)).toEqual(['Norte', 'Centro', 'Sul', 'Expresso']);
    expect(pt[3].games[0].gameName).toBe('Lumen VN Expresso · 45 s');
    const vi = (await get('/lgw/vn/games/game_menu?language=vi', {})).value.gameMenus;
    expect(vi[0].labelName).toBe('Miền Bắc');
    const fast = (await get('/lgw/vn/games/game_menu?prizeMode=FAST&device=WEB', {})).value.gameMenus;
    expect(fast.map((m: { gameGroupCode: string }) => m.gameGroupCode)).toEqual(['ST']);
    expect((await get('/lgw/vn/games/game_menu?device=TV', {})).message).toBe('bad_request');
    // The demo's past results, entered and confirmed.
    const opened = (await get('/lgw/vn/numeros/opened/game?gameCode=VNMN', {})).value;
    expect(opened.length).toBeGreaterThanOrEqual(3);
    expect(opened[0].prizes).toHaveLength(SOUTH_LAYOUT.length);
    expect(opened[0].prizes[0].numbers[0]).toMatch(/^\d{6}$/);
    expect(opened[0]).toMatchObject({ seed: null, seedHash: null });
    expect((await get('/lgw/vn/numeros/opened/game?gameCode=LUMEN5D1', {})).message).toBe('lottery_game_not_found');
    // The in-house lottery's lists keep to 5D and keno; the games menu lists the VN vendor with its account type.
    expect((await get('/lgw/games', {})).value).toHaveLength(4);
    const all = (await get('/lgw/games/game_menus', {})).value.gameMenus;
    expect(all.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'LMV').accountTypeName).toBe('TCG_LOTTO_VN');
  });
});

describe('VN bets', () => {
  it('refuses bad bets and changes nothing', async () => {
    const { numero, closesAt } = slotOf('VNMB');
    const before = await balance();
    const cases: Array<[object, string]> = [
      [{ gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'lo5', number: 1 }, unit: '1' }] }, 'bad_request'],
      [{ gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'lo2', number: 100 }, unit: '1' }] }, 'bad_request'],
      [{ gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'dau', digit: 10 }, unit: '1' }] }, 'bad_request'],
      [{ gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'xien2', numbers: [7, 7] }, unit: '1' }] }, 'bad_request'],
      [{ gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'xien3', numbers: [1, 2] }, unit: '1' }] }, 'bad_request'],
      [
        { gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'digit', position: 1, digit: 1 }, unit: '1' }] },
        'bad_request',
      ],
      [
        { gameCode: 'LUMEN5D1', numero, bets: [{ pick: { kind: 'de', number: 1 }, unit: '1' }] },
        'lottery_game_not_found',
      ],
      [
        { gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'de', number: 1 }, unit: '0.50' }] },
        'lottery_bet_below_min',
      ],
      [
        { gameCode: 'VNMB', numero: '20000101', bets: [{ pick: { kind: 'de', number: 1 }, unit: '1' }] },
        'lottery_draw_closed',
      ],
    ];
    for (const [payload, message] of cases) expect((await bet(payload)).message, JSON.stringify(payload)).toBe(message);
    // A VN pick is no 5D bet on the in-house call.
    const inHouse = await send('POST', '/lgw/bets', auth, {
      gameCode: 'VNMB',
      numero,
      bets: [{ pick: { kind: 'de', number: 1 }, unit: '1' }],
    });
    expect(inHouse.message).toBe('bad_request');
    // After the cut-off by the server's clock (before the job closed the draw): refused.
    now = new Date(closesAt.getTime() + 1000);
    expect(
      (await bet({ gameCode: 'VNMB', numero, bets: [{ pick: { kind: 'de', number: 1 }, unit: '1' }] })).message,
    ).toBe('lottery_draw_closed');
    now = new Date(REAL);
    expect(await balance()).toBe(before);
  });
});

describe('VN results from two operators', () => {
  it('settles only when two different operators agree; a mismatch starts again; bad entries are refused', async () => {
    const { numero, closesAt, drawsAt } = slotOf('VNMB');
    const start = cents(await balance());
    const placed = await bet({
      gameCode: 'VNMB',
      numero,
      bets: [
        { pick: { kind: 'de', number: 45 }, unit: '1' },
        { pick: { kind: 'lo2', number: 45 }, unit: '1' },
        { pick: { kind: 'xien2', numbers: [45, 56] }, unit: '1' },
        { pick: { kind: 'dau', digit: 9 }, unit: '1' },
      ],
    });
    expect(placed.success, JSON.stringify(placed)).toBe(true);
    expect(placed.value.bets[1].odds).toHaveLength(28); // lô: paid per occurrence, up to 27
    expect((await get('/lgw/vn/games/game_menu/recent')).value[0].gameCode).toBe('VNMB');
    expect((await get('/lgw/vn/bets?status=open')).value.total).toBe(1);
    expect((await get('/lgw/bets?status=open')).value.total).toBe(0); // the in-house list keeps to its games
    await tick(new Date(closesAt.getTime() + 1000));
    const id = await drawIdOf('VNMB', numero);
    // Closed, but the live draw has not happened yet.
    expect((await enter(opA, id, NORTH)).message).toBe('lottery_vn_not_awaiting');
    await tick(new Date(drawsAt.getTime() + 60_000));

    expect((await enter(opA, id, { ...NORTH, special: ['1234'] })).message).toBe('lottery_vn_result_invalid');
    expect((await enter(opA, id, { ...NORTH, seventh: ['45', '12', '34'] })).message).toBe('lottery_vn_result_invalid');
    expect((await enter(opA, id, { ...NORTH, eighth: ['12'] })).message).toBe('lottery_vn_result_invalid');
    expect((await enter(deskNoCode, id, NORTH)).message).toBe('two_factor_session_required');
    expect((await enter(opA, id, NORTH)).value).toMatchObject({ outcome: 'first', round: 1 });
    expect((await enter(opA, id, NORTH)).message).toBe('lottery_vn_same_operator');
    expect((await enter(deskNoCode, id, NORTH)).message).toBe('two_factor_session_required');
    const listed = (await get(DRAWS, opB)).value.find((d: { drawId: number }) => d.drawId === id);
    expect(listed).toMatchObject({ round: 1, mismatched: false, status: 'closed' });
    expect(listed.entries).toEqual([{ operator: 'vn_desk_a', at: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain('67890'); // the first entry's numbers are not shown
    // B types one digit differently: both enter again.
    expect((await enter(opB, id, { ...NORTH, first: ['67891'] })).value).toMatchObject({ outcome: 'mismatch' });
    const again = (await get(DRAWS, opA)).value.find((d: { drawId: number }) => d.drawId === id);
    expect(again).toMatchObject({ round: 2, mismatched: true, entries: [] });
    expect((await enter(opB, id, NORTH)).value).toMatchObject({ outcome: 'first', round: 2 });
    expect(await balance()).toBe(((Number(start) - 400) / 100).toFixed(2));
    // A partial result through the CLI is refused before anything is compared.
    await expect(runAsB('vn-result', [String(id), 'special=12345'])).rejects.toThrow(/lottery_vn_result_invalid/);
    expect((await enter(opA, id, NORTH)).value).toMatchObject({ outcome: 'confirmed', round: 2 });

    // Settled at once: đề 45 (96.00), lô 45 five times (5 × 3.55), xiên 45+56; đầu 9 lost.
    const win = 9600n + 1775n + BigInt(vnOddsFor('xien2', NORTH_LAYOUT, 9600));
    expect(cents(await balance())).toBe(start - 400n + win);
    const [slip] = (await get('/lgw/vn/bets?status=settled')).value.list;
    expect(slip).toMatchObject({ numero, status: 'settled', win: (Number(win) / 100).toFixed(2) });
    expect(slip.bets.map((b: { payout: string }) => b.payout)).toEqual(['96.00', '17.75', expect.any(String), '0.00']);
    // Another pass (a restart, another instance) pays nothing more.
    expect((await tick(new Date(drawsAt.getTime() + 120_000))).settledSlips).toBe(0);
    expect(cents(await balance())).toBe(start - 400n + win);
    const [latest] = (await get(`/lgw/vn/numeros/opened/game?gameCode=VNMB&count=1`, {})).value;
    expect(latest).toMatchObject({
      numero,
      prizes: expect.arrayContaining([{ prize: 'special', digits: 5, numbers: ['12345'] }]),
    });
    expect(await audits('lottery.vn_result')).toBe(4);
    expect((await enter(opB, id, NORTH)).message).toBe('lottery_vn_not_awaiting');
  });

  it('enters a result through the CLI in prize words', async () => {
    // The next day's northern draw, past its time.
    const { numero, drawsAt } = slotOf('VNMB', now);
    await tick(new Date(drawsAt.getTime() - 60_000));
    await tick(new Date(drawsAt.getTime() + 1000));
    const id = await drawIdOf('VNMB', numero);
    expect((await enter(opA, id, NORTH)).value.outcome).toBe('first');
    const words = Object.entries(NORTH).map(([k, v]) => `${k}=${v.join(',')}`);
    expect(await runAsB('vn-result', [String(id), ...words])).toMatchObject({
      outcome: 'confirmed',
    });
  });
});

describe('cancelled draws and the deadline', () => {
  it('an operator’s cancel refunds every slip once; only admins cancel', async () => {
    const d = (await get('/lgw/draw/code/VNMT')).value.current;
    const start = await balance();
    expect(
      (await bet({ gameCode: 'VNMT', numero: d.numero, bets: [{ pick: { kind: 'lo3', number: 7 }, unit: '3' }] }))
        .success,
    ).toBe(true);
    const id = await drawIdOf('VNMT', d.numero);
    expect((await send('POST', `${DRAWS}/${id}/cancel`, opA, { reason: 'broadcast lost' })).message).toBe(
      'operator_role_required',
    );
    expect((await send('POST', `${DRAWS}/${id}/cancel`, admin, { reason: 'broadcast lost' })).value).toEqual({
      drawId: id,
      status: 'cancelled',
    });
    expect(await balance()).toBe(start);
    expect((await send('POST', `${DRAWS}/${id}/cancel`, admin, { reason: 'again' })).message).toBe(
      'lottery_vn_not_awaiting',
    );
    await tick(new Date(now.getTime() + 1000));
    expect(await balance()).toBe(start);
    expect((await get('/lgw/vn/bets?status=settled&gameCode=VNMT')).value.list[0].status).toBe('refunded');
    expect(await audits('lottery.draw_cancel')).toBe(1);
  });
});

describe('brand terms, payout cap and the fast games', () => {
  it('sets odds within the RTP and a payout cap; a fast draw comes from its committed seed', async () => {
    const terms = (await get('/admin/api/console/brands/LUMEN/lottery', admin)).value;
    const st = terms.find((t: { gameCode: string }) => t.gameCode === 'VNST45');
    expect(st).toMatchObject({ family: 'vn', rtp: '96.00', payoutCap: null });
    expect(st.vnOdds).toHaveLength(9);
    const put = (body: object) => send('PUT', '/admin/api/console/brands/LUMEN/lottery/VNST45', admin, body);
    const base = { rtpBp: 9600, minBet: '1.00', maxBet: '10000.00', payoutCap: null };
    expect(
      (await put({ ...base, vnOdds: [{ betType: 'de', odds: '97.00', minBet: '1', maxBet: '100' }] })).message,
    ).toBe('lottery_vn_odds_over_rtp');
    expect((await send('PUT', '/admin/api/console/brands/LUMEN/lottery/VNST45', opA, base)).message).toBe(
      'operator_role_required',
    );
    const set = await put({
      ...base,
      payoutCap: '100.00',
      vnOdds: [{ betType: 'de', odds: '95.00', minBet: '1', maxBet: '100' }],
    });
    expect(set.value).toMatchObject({ payoutCap: '100.00' });
    expect(set.value.vnOdds.find((o: { betType: string }) => o.betType === 'de')).toMatchObject({
      odds: '95.00',
      rtp: '95.00',
    });
    expect(await audits('lottery.terms')).toBe(1);

    await tick(new Date(now.getTime() + 1000));
    const d = (await get('/lgw/draw/code/VNST45')).value.current;
    const slip = (pick: object, unit: string) => bet({ gameCode: 'VNST45', numero: d.numero, bets: [{ pick, unit }] });
    // đề 2.00 at 95 could pay 190.00: over the cap. A lô 1.00 could pay 27 × 3.55 = 95.85: in; a second is not.
    expect((await slip({ kind: 'de', number: 1 }, '2')).message).toBe('lottery_payout_cap');
    expect((await slip({ kind: 'lo2', number: 1 }, '1')).success).toBe(true);
    expect((await slip({ kind: 'lo2', number: 2 }, '1')).message).toBe('lottery_payout_cap');

    // Before the draw: its seed's hash is published, the seed is not (nor is it stored in clear).
    expect(d.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.seed).toBeNull();
    const stored = await countRows(
      app,
      sql`SELECT count(*) AS n FROM lottery_draws WHERE game_code = 'VNST45' AND numero = ${d.numero}
        AND seed_hash = encode(sha256(convert_to(server_seed, 'UTF8')), 'hex')`,
    );
    expect(stored).toBe(0);
    await tick(new Date(Date.parse(d.drawsAt) - 1000));
    expect((await get('/lgw/draw/code/VNST45')).value.current).toMatchObject({ numero: d.numero, seed: null });

    await tick(new Date(Date.parse(d.drawsAt)));
    const [drawn] = (await get('/lgw/vn/numeros/opened/game?gameCode=VNST45&count=1', {})).value;
    expect(drawn.numero).toBe(d.numero);
    expect(drawn.seedHash).toBe(d.seedHash);
    // After it: the seed whose SHA-256 is the hash shown before, and the numbers recomputed from it.
    expect(seedHashOf(drawn.seed)).toBe(d.seedHash);
    const result = drawNumbers('vn', drawn.seed, 'VNST45', d.numero);
    expect(drawn.prizes.flatMap((p: { numbers: string[] }) => p.numbers).map(Number)).toEqual(result);
    expect((await get('/lgw/draw/code/VNST45')).value.last).toMatchObject({
      numero: d.numero,
      seed: drawn.seed,
      seedHash: d.seedHash,
      result,
    });
    // A regional draw has no seed: nothing is published as a commitment, and its results carry none.
    expect((await get('/lgw/draw/code/VNMN')).value.current).toMatchObject({ seedHash: '', seed: null });
    expect((await get('/lgw/vn/bets?status=settled&gameCode=VNST45')).value.list[0].status).toBe('settled');
  });

  it('a regional draw without a confirmed result 6 hours after its time is cancelled and refunded', async () => {
    const d = (await get('/lgw/draw/code/VNMN')).value.current;
    const start = await balance();
    expect(
      (await bet({ gameCode: 'VNMN', numero: d.numero, bets: [{ pick: { kind: 'cang3', number: 7 }, unit: '1' }] }))
        .success,
    ).toBe(true);
    await tick(new Date(Date.parse(d.drawsAt) + 6 * 3_600_000 - 1000));
    expect((await get('/lgw/vn/bets?status=open&gameCode=VNMN')).value.total).toBe(1);
    const run = await tick(new Date(Date.parse(d.drawsAt) + 6 * 3_600_000));
    expect(run.refundedSlips).toBeGreaterThanOrEqual(1);
    expect(await balance()).toBe(start);
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  });
});
