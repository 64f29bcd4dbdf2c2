import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** What the in-house provider's page endpoints answer (only the fields these tests read). */
type Reply = {
  serverHash: string;
  grid: number[][];
  balance: string;
  payout: string;
  roll: number;
  revealed: { serverHash: string };
  roundId: string;
  mine: boolean;
  error?: string;
};
let app: App;
let base: string;
let player: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  // The in-house provider settles over HTTP, so the server listens on a free port.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  player = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

describe('catalog calls', () => {
  it('pages the game list 42 at a time from page 1, filters by vendor and searches by name', async () => {
    const all = (await app.inject('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=42')).json().value;
    expect(all.total).toBeGreaterThanOrEqual(250);
    expect(all.games).toHaveLength(42);
    expect(all.totalPages).toBe(Math.ceil(all.total / 42));
    const lsl = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=LSL&pageNo=1')).json().value;
    expect(lsl.total).toBe(60);
    expect(lsl.totalPages).toBe(2);
    expect(lsl.games.every((g: { vassalage: string }) => g.vassalage === 'LSL')).toBe(true);
    const page2 = (await app.inject('/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=42')).json().value.games;
    expect(page2[0].nodeId).not.toBe(all.games[0].nodeId);
    const search = (await app.inject('/wps/relay/GCSGAME_gameList?gameName=dice')).json().value.games;
    expect(search.map((g: { gameName: string }) => g.gameName)).toContain('Lumen Dice');
    expect((await app.inject('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2')).json().value.list.length).toBeGreaterThan(
      10,
    );
    expect((await app.inject('/wps/relay/GCSGAME_getVassGameType?vassalage=IMES')).json().value).toEqual(['ESPORTS']);
  });

  it('searches names in every language, vendors and kinds, case and accents aside, with the portal languages’ words', async () => {
    const found = async (q: string) =>
      (await app.inject(`/wps/relay/GCSGAME_gameList?pageSize=100&gameName=${encodeURIComponent(q)}`)).json().value as {
        total: number;
        games: Array<{ gameName: string; vendor: string; gameType: string }>;
      };
    const names = async (q: string) => (await found(q)).games.map((g) => g.gameName);
    const roulettes = await names('roulette');
    expect(roulettes.length).toBeGreaterThanOrEqual(3);
    // Portuguese, Chinese, Thai and Indonesian words for it find the same games, in any case.
    for (const q of ['roleta', 'ROLETA', '轮盘', 'รูเล็ต', 'rolet']) expect(await names(q), q).toEqual(roulettes);
    // Two words: each must be found (in any order), the Portuguese for both.
    expect(await names('roleta europeia')).toEqual(['European Roulette']);
    expect(await names('欧洲轮盘')).toEqual(['European Roulette']);
    // A vendor by its name finds its games; a kind by its word.
    const gryphon = await found('gryphon');
    expect(gryphon.total).toBeGreaterThan(5);
    expect(gryphon.games.every((g) => g.vendor === 'Gryphon Gaming')).toBe(true);
    const slots = await found('slots');
    expect(slots.total).toBeGreaterThan(50);
    expect(slots.games.every((g) => g.gameType === 'RNG')).toBe(true);
    // Accents: "dragão" and "dragao" find the dragons as "dragon" does.
    const dragons = await names('dragon');
    expect(dragons.length).toBeGreaterThan(1);
    expect(await names('dragão')).toEqual(dragons);
    expect(await names('Dragao')).toEqual(dragons);
    // A LIKE wildcard is a character, not a pattern; a word found nowhere finds nothing.
    expect((await found('%')).total).toBe(0);
    for (const q of ['constructor', '__proto__', 'toString']) expect((await found(q)).total, q).toBe(0);
    expect((await found('roulette zzzz')).total).toBe(0);
  });

  it('keeps favourites per member and lists them', async () => {
    const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const slot = inh.find((g: { gameCode: string }) => g.gameCode === 'lumen-slot');
    const add = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: player,
      payload: { nodeId: slot.nodeId, vendor: 'INH', gameType: 'INHOUSE' },
    });
    expect(add.json().value).toEqual([slot.nodeId]);
    const list = (await app.inject({ url: '/wps/relay/MCSFE_getFavoriteGamesList', headers: player })).json().value;
    expect(list.content[0].gameName).toBe('Lumen Reels 5x3');
    await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      headers: player,
      payload: { nodeId: slot.nodeId },
    });
    expect((await app.inject({ url: '/wps/relay/MCSFE_getFavoriteGames', headers: player })).json().value).toEqual([]);
    expect((await app.inject({ url: '/wps/relay/MCSFE_getFavoriteGames' })).statusCode).toBe(401);
  });
});

describe('rooms and lottery menus', () => {
  it('lists PVP rooms at three stakes and lottery menus with the Vietnam lottery account type', async () => {
    const rooms = (await app.inject({ url: '/wps/relay/GLS2_roomList?vassalage=PVA', headers: player })).json().value;
    expect(rooms).toHaveLength(30);
    expect(rooms.slice(0, 3).map((r: { minBet: string }) => r.minBet)).toEqual(['1.00', '5.00', '20.00']);
    const menus = (await app.inject('/lgw/games/game_menus')).json().value.gameMenus;
    expect(menus.map((g: { accountTypeName: string }) => g.accountTypeName)).toContain('TCG_LOTTO_VN');
    expect(menus.find((g: { gameGroupCode: string }) => g.gameGroupCode === 'SEA').accountTypeName).toBe('TCG_SEA');
  });
});

describe('launch and in-house play', () => {
  const launch = async (code: string) => {
    const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const game = inh.find((g: { gameCode: string }) => g.gameCode === code);
    return app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { ...player, language: 'en' },
      payload: {
        nodeId: game.nodeId,
        launchMode: 'GLS',
        accountType: 1,
        confirmTrans: 0,
        platform: 'html5-desktop',
        clientType: 3,
      },
    });
  };

  it('refuses a launch without launchMode GLS (727) and records recent games', async () => {
    const inh = (await app.inject('/wps/relay/GCSGAME_gameList?vassalage=INH')).json().value.games;
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: player,
      payload: { nodeId: inh[0].nodeId, launchMode: 'X' },
    });
    expect(bad.json()).toMatchObject({ code: 727, message: 'launch_mode_invalid' });
    // The lottery's launch (LOTT) answers our own lottery screens: the VN area's, a game's betting view, the lobby.
    const lotto = async (payload: object) =>
      (
        await app.inject({
          method: 'POST',
          url: '/wps/game/launchGame',
          headers: player,
          payload: { launchMode: 'LOTT', device: 'WEB', language: 'en', ...payload },
        })
      ).json();
    expect((await lotto({ lottoArea: 'VN', lottoView: 'betting', lottoGameCode: 'VNMB' })).value.game_url).toBe(
      '/vnlottery?gameCode=VNMB',
    );
    expect((await lotto({ lottoArea: 'VN', lottoView: 'lobby', lottoPrizeMode: 'Lott' })).value.game_url).toBe(
      '/vnlottery',
    );
    expect((await lotto({ lottoView: 'betting', lottoGameCode: 'LUMEN5D1' })).value.game_url).toBe(
      '/lottery?gameCode=LUMEN5D1',
    );
    expect((await lotto({ lottoView: 'betting', lottoGameCode: 'x"><script>' })).code).not.toBe(0);
    // A game launch still names its game.
    const noGame = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: player,
      payload: { launchMode: 'GLS' },
    });
    expect(noGame.json().message).toBe('game_not_found');
    const ok = await launch('lumen-dice');
    expect(ok.json().value.game_url).toMatch(/^\/provider\/inhouse\/dice\?ticket=/);
    const recent = (await app.inject({ url: '/wps/relay/GCS_recentGame?clientType=3', headers: player })).json().value;
    expect(recent.list[0].gameCode).toBe('lumen-dice');
  });

  it('plays slot and dice rounds that settle through the signed wallet API and show in the betting record', async () => {
    const url = new URL((await launch('lumen-slot')).json().value.game_url, base);
    const ticket = url.searchParams.get('ticket') as string;
    const post = async (path: string, body: Record<string, unknown>): Promise<Reply> => {
      const res = await fetch(`${base}/provider/inhouse/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket, ...body }),
      });
      return (await res.json()) as Reply;
    };
    const state = await post('state', {});
    expect(state.serverHash).toMatch(/^[0-9a-f]{64}$/);
    const spin = await post('slot', { bet: '1.00' });
    expect(spin.grid).toHaveLength(5);
    expect(Number(spin.balance)).toBeCloseTo(1000 - 1 + Number(spin.payout));
    const dice = await post('dice', { bet: '2.00', target: 50 });
    expect(typeof dice.roll).toBe('number');
    const records = (await app.inject({ url: '/wps/relay/ODSFE2_personalHistory', headers: player })).json().value;
    expect(records.total).toBe(2);
    expect(records.list.map((r: { status: string }) => r.status)).toEqual(['settled', 'settled']);
    const balance = (await app.inject({ url: '/wps/v2/wallets/balance', headers: player })).json().value.main;
    expect(balance).toBe(dice.balance);
    const profit = (await app.inject({ url: '/wps/relay/ODSFE2_personalProfit?period=daily', headers: player })).json()
      .value;
    expect(profit[0].rounds).toBe(2);
    const rotated = await post('rotate', {});
    expect(rotated.revealed.serverHash).toBe(state.serverHash);
  });

  it('plays a mines round: a mine loses, cashing out pays the multiplier', async () => {
    const url = new URL((await launch('lumen-mines')).json().value.game_url, base);
    const ticket = url.searchParams.get('ticket') as string;
    const post = async (path: string, body: Record<string, unknown>): Promise<Reply> => {
      const res = await fetch(`${base}/provider/inhouse/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket, ...body }),
      });
      return (await res.json()) as Reply;
    };
    const round = await post('mines/start', { bet: '1.00', mines: 1 });
    let tile = 0;
    let r = await post('mines/reveal', { roundId: round.roundId, tile });
    if (r.mine) r = await post('mines/reveal', { roundId: round.roundId, tile: ++tile });
    expect(r.error).toBe(tile === 0 ? undefined : 'ROUND_OVER');
    if (!r.error) {
      const cash = await post('mines/cashout', { roundId: round.roundId });
      // 0.99 x 25 / 24 = 1.03125 times the stake, rounded up to the cent in the player's favour.
      expect(cash.payout).toBe('1.04');
    }
  });
});
