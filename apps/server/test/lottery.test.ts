import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/accounts/seed.ts';
import {
  drawNumbers,
  type LotteryWallet,
  lotteryWallet,
  runLottery,
  seedHashOf,
  setLotteryClock,
  slotAt,
} from '../src/modules/lottery/index.ts';
import { checkInvariants } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { seedSealer } from '../src/platform/seal.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

/** The scenario's clock: one second into a 5-minute boundary, so every game has a draw just opened. */
const T0 = Math.floor(Date.now() / 300_000) * 300_000 + 1000;
let now = new Date(T0);
let app: App;
let wallet: LotteryWallet;
let auth: { authorization: string };

const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const get = async (url: string, headers: Record<string, string> = auth) => (await app.inject({ url, headers })).json();
const bet = async (payload: unknown, headers: Record<string, string> = auth) =>
  (await app.inject({ method: 'POST', url: '/lgw/bets', payload: payload as object, headers })).json();
const balance = async (headers: Record<string, string> = auth) =>
  (await get('/wps/v2/wallets/balance', headers)).value.main as string;
const tick = async (ms: number) => {
  now = new Date(T0 + ms);
  return runLottery(app.deps.db, wallet, seedSealer(app.deps.config), now);
};
const numeroOf = async (code: string) => (await get(`/lgw/draw/code/${code}`)).value.current.numero as string;

beforeAll(async () => {
  app = await buildTestApp();
  await listenOnFreePort(app);
  wallet = lotteryWallet(app);
  setLotteryClock(app.deps, () => now);
  auth = await loginAs(app, 'demo_player', DEMO_PASSWORD);
  await tick(0);
});
afterAll(() => app.close());

describe('lottery lobby calls', () => {
  it('lists menus by group, games with pay tables, popular and the current draw with countdowns', async () => {
    // The menus (the games module's call) group these games by their vendor.
    const menus = (await get('/lgw/games/game_menus', {})).value.gameMenus;
    const lml = menus.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'LML');
    expect(lml.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['LUMEN5D1', 'LUMEN5D3', 'LUMEN5D5']);
    expect(menus.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'LMK')).toMatchObject({
      labelName: 'Lumen Keno',
      accountTypeName: 'ELOTT',
    });
    const [keno] = (await get('/lgw/games?gameCode=LUMENKENO', {})).value;
    expect(keno).toMatchObject({ rtp: '95.00', intervalSeconds: 120, cutoffSeconds: 10, minBet: '1.00' });
    expect(keno.plays).toHaveLength(10);
    expect((await get('/lgw/games/popular', {})).value).toHaveLength(4);
    const d = (await get('/lgw/draw/code/LUMEN5D1', {})).value;
    const slot = slotAt(now, 60, 5);
    expect(d.current).toMatchObject({ numero: slot.numero, status: 'open', seed: null });
    expect(d.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(d).toMatchObject({ closeCountdown: 54, drawCountdown: 59 });
    expect((await get('/lgw/draw', {})).value).toHaveLength(4);
    expect((await get('/lgw/numeros/near?gameCode=LUMEN5D1', {})).value).toMatchObject({ numero: slot.numero });
    expect((await get('/lgw/draw/code/NOPE', {})).message).toBe('lottery_game_not_found');
  });

  it('the games are in the games catalogue, so lobbies list them', async () => {
    const list = (await get('/wps/relay/GCSGAME_gameList?vassalage=LML', {})).value.games;
    expect(list.map((g: { gameCode: string }) => g.gameCode).sort()).toEqual(['LUMEN5D1', 'LUMEN5D3', 'LUMEN5D5']);
    expect(list[0]).toMatchObject({ accountTypeName: 'LOTT', defaultPlayType: 'digit' });
  });
});

describe('placing slips', () => {
  it('refuses bad slips with clear errors and changes nothing', async () => {
    const numero = await numeroOf('LUMEN5D1');
    const before = { balance: await balance(), slips: (await rows(sql`SELECT id FROM lottery_slips`)).length };
    const digit = { kind: 'digit', position: 1, digit: 3 };
    const cases: Array<[unknown, string]> = [
      [{ gameCode: 'NOPE', numero, bets: [{ pick: digit, unit: '2' }] }, 'lottery_game_not_found'],
      [{ gameCode: 'LUMEN5D1', numero, bets: [{ pick: digit, unit: '0.50' }] }, 'lottery_bet_below_min'],
      [
        { gameCode: 'LUMEN5D1', numero, bets: [{ pick: digit, unit: '100', multiplier: 200 }] },
        'lottery_bet_above_max',
      ],
      [
        { gameCode: 'LUMEN5D1', numero, bets: [{ pick: { kind: 'keno', numbers: [1] }, unit: '2' }] },
        'lottery_pick_invalid',
      ],
      [
        { gameCode: 'LUMENKENO', numero, bets: [{ pick: { kind: 'keno', numbers: [1, 1] }, unit: '2' }] },
        'bad_request',
      ],
      [{ gameCode: 'LUMENKENO', numero, bets: [{ pick: { kind: 'keno', numbers: [81] }, unit: '2' }] }, 'bad_request'],
      [{ gameCode: 'LUMEN5D1', numero, bets: [{ pick: { ...digit, digit: 10 }, unit: '2' }] }, 'bad_request'],
      [{ gameCode: 'LUMEN5D1', numero: '20000101-0001', bets: [{ pick: digit, unit: '2' }] }, 'lottery_draw_closed'],
      [{ gameCode: 'LUMEN5D1', numero, bets: [] }, 'bad_request'],
      [
        {
          gameCode: 'LUMEN5D1',
          numero,
          bets: [
            { pick: digit, unit: '2' },
            { pick: digit, unit: '1e9' },
          ],
        },
        'bad_request',
      ],
    ];
    for (const [payload, message] of cases) expect((await bet(payload)).message, JSON.stringify(payload)).toBe(message);
    // More than the balance: the wallet refuses the debit, and the slip is not kept.
    const big = { pick: digit, unit: '5000' };
    expect((await bet({ gameCode: 'LUMEN5D1', numero, bets: [big] })).message).toBe('insufficient_funds');
    expect((await bet({ gameCode: 'LUMEN5D1', numero, bets: [{ pick: digit, unit: '2' }] }, {})).message).toBe(
      'unauthorized',
    );
    // After the cut-off (by the server's clock), before the job closed it: refused.
    now = new Date(T0 + 55_000);
    expect((await bet({ gameCode: 'LUMEN5D1', numero, bets: [{ pick: digit, unit: '2' }] })).message).toBe(
      'lottery_draw_closed',
    );
    now = new Date(T0);
    expect(await balance()).toBe(before.balance);
    expect((await rows(sql`SELECT id FROM lottery_slips`)).length).toBe(before.slips);
  });

  it('places a slip, debits it whole, draws from the committed seed and pays the winning bets once', async () => {
    const numero = await numeroOf('LUMEN5D1');
    const start = await balance();
    const bets = [
      ...Array.from({ length: 10 }, (_, d) => ({ pick: { kind: 'digit', position: 2, digit: d }, unit: '1' })),
      { pick: { kind: 'big_small', on: 'sum', pick: 'big' }, unit: '2', multiplier: 3 },
      { pick: { kind: 'odd_even', on: 'p5', pick: 'odd' }, unit: '1.50', multiplier: 2 },
      { pick: { kind: 'combo', part: 'front', pick: 'all_different' }, unit: '5' },
      { pick: { kind: 'sum_value', value: 22 }, unit: '1' },
    ];
    const placed = await bet({ gameCode: 'LUMEN5D1', numero, bets });
    expect(placed.success, JSON.stringify(placed)).toBe(true);
    expect(placed.value).toMatchObject({ status: 'placed', total: '25.00', numero, fun: false, win: null });
    expect(placed.value.bets[0].odds).toEqual(['0.00', '9.70']);
    expect(placed.value.balance).toBe((Number(start) - 25).toFixed(2));
    expect((await get('/lgw/bets?status=open')).value.total).toBe(1);
    expect((await get('/lgw/games/game_menus/recent')).value[0].gameCode).toBe('LUMEN5D1');

    const hash = (await get('/lgw/draw/code/LUMEN5D1')).value.current.seedHash;
    const run = await tick(60_000);
    expect(run.drawn).toBeGreaterThanOrEqual(1);
    expect(run.settledSlips).toBe(1);
    const [drawn] = (await get('/lgw/games/opened/numero?gameCode=LUMEN5D1&count=5')).value;
    expect(drawn).toMatchObject({ numero, status: 'settled', seedHash: hash });
    expect(seedHashOf(drawn.seed)).toBe(hash);
    const digits = drawNumbers('5d', drawn.seed, 'LUMEN5D1', numero);
    expect(drawn.result).toEqual(digits);

    // Worked by hand from the digits: one digit bet of ten wins 9.70; the rest by their rules.
    const sum = digits.reduce((a, b) => a + b, 0);
    const front = new Set(digits.slice(0, 3)).size === 3;
    const expected =
      970 +
      (sum >= 23 ? (600 * 194) / 100 : 0) +
      ((digits[4] as number) % 2 === 1 ? (300 * 194) / 100 : 0) +
      (front ? (500 * 134) / 100 : 0) +
      (sum === 22 ? (100 * 1616) / 100 : 0);
    const [slip] = (await get('/lgw/bets?status=settled')).value.list;
    expect(slip).toMatchObject({ status: 'settled', result: digits, win: (expected / 100).toFixed(2) });
    expect(await balance()).toBe(((Number(start) * 100 - 2500 + expected) / 100).toFixed(2));

    // The betting record counts it: one settled round of the in-house provider with the bet and the win.
    const [round] = await rows(sql`SELECT bet::int, win::int, status, detail FROM game_rounds WHERE provider = 'INHOUSE'
      AND round_id LIKE 'LOT%'`);
    expect(round).toMatchObject({ bet: 2500, win: expected, status: 'settled' });
    expect((round?.detail as { numero: string } | undefined)?.numero).toBe(numero);

    const record = (await get('/wps/relay/ODSFE2_personalHistory?pageSize=5')).value.list[0];
    expect(record).toMatchObject({ gameName: 'Lumen 5D · 1 min', lottery: { numero, result: digits } });
    expect(record.lottery.picks).toContain('p2:0');
    expect((await get('/lotto/lgw/games/opened/numero?gameCode=LUMEN5D1&count=1')).value[0].numero).toBe(numero);

    // A second run (another instance, a restart) pays nothing more.
    await tick(61_000);
    expect(await balance()).toBe(((Number(start) * 100 - 2500 + expected) / 100).toFixed(2));
    const inv = await checkInvariants(app.deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.sums.CASH).toBe('0');
  });

  it('a draw whose numbers never come is cancelled and its slips refunded', async () => {
    const numero = await numeroOf('LUMENKENO');
    const start = await balance();
    const placed = await bet({
      gameCode: 'LUMENKENO',
      numero,
      bets: [{ pick: { kind: 'keno', numbers: [1, 2, 3, 4, 5] }, unit: '3' }],
    });
    expect(placed.value.status).toBe('placed');
    // No run from the draw's time until past its grace (every instance down): it is cancelled, not drawn late.
    const drawsAt = Date.parse(placed.value.placedAt) - (Date.parse(placed.value.placedAt) % 120_000) + 120_000;
    now = new Date(drawsAt + 5 * 60_000 + 1000);
    await runLottery(app.deps.db, wallet, seedSealer(app.deps.config), now);
    const [d] = await rows(
      sql`SELECT status, result FROM lottery_draws WHERE game_code = 'LUMENKENO' AND numero = ${numero}`,
    );
    expect(d).toMatchObject({ status: 'cancelled', result: null });
    expect((await get('/lgw/bets?status=settled&gameCode=LUMENKENO')).value.list[0].status).toBe('refunded');
    expect(await balance()).toBe(start);
    expect((await checkInvariants(app.deps.db)).mismatched).toBe(0);
  });

  it('a trial account bets fun money, as in the in-house games', async () => {
    now = new Date(T0 + 3_600_000);
    await runLottery(app.deps.db, wallet, seedSealer(app.deps.config), now);
    const token = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token as string;
    const numero = await numeroOf('LUMEN5D3');
    const before = await balance({ token });
    const placed = await bet(
      { gameCode: 'LUMEN5D3', numero, bets: [{ pick: { kind: 'big_small', on: 'p1', pick: 'small' }, unit: '10' }] },
      { token },
    );
    expect(placed.value).toMatchObject({ status: 'placed', fun: true });
    expect(await balance({ token })).toBe((Number(before) - 10).toFixed(2));
    const inv = await checkInvariants(app.deps.db);
    expect(inv.sums).toMatchObject({ FUN: '0', CASH: '0' });
  });
});
