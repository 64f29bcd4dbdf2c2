import { VN_BET_TYPES } from '@portal/contracts/lottery-vn';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { formatMinor } from '../../../platform/money.ts';
import * as drawRepo from '../draw-repo.ts';
import * as repo from '../repo.ts';
import { oddsText } from '../rules/pay-table.ts';
import { digitsOfLayout, layoutOf, prizeRows, vnRtpBp } from '../rules/vn.ts';
import { VN_UTC_OFFSET_MS } from '../schedule.ts';
import { nameIn } from '../views.ts';
import { VN_ACCOUNT_TYPE, VN_GROUP_LABELS, type VnGameDef } from './catalogue.ts';
import { type VnOddsRow, vnOddsOf } from './odds-repo.ts';

/** The VN lobby: menus by region with each game's bet terms, recent games, and results as prize tables. */

const percent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
const DAY_S = 86_400;

/** A daily game's draw time in Vietnam time ("18:15"). */
const drawTimeOf = (g: repo.BrandGame) => {
  if (g.intervalSeconds !== DAY_S) return null;
  const t = new Date(g.offsetSeconds * 1000 + VN_UTC_OFFSET_MS);
  return t.toISOString().slice(11, 16);
};

export function vnGameView(g: repo.BrandGame, odds: readonly VnOddsRow[], lang: string) {
  const region = g.region ?? 'fast';
  const layout = layoutOf(region);
  const mine = new Map(odds.filter((o) => o.gameCode === g.gameCode).map((o) => [o.betType, o]));
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    gameName: nameIn(g.names, lang),
    gameGroupCode: g.groupCode,
    accountTypeName: VN_ACCOUNT_TYPE as 'TCG_LOTTO_VN',
    region,
    resultSource: g.resultSource,
    drawTime: drawTimeOf(g),
    intervalSeconds: g.intervalSeconds,
    cutoffSeconds: g.cutoffSeconds,
    prizeCount: digitsOfLayout(layout).length,
    bets: VN_BET_TYPES.flatMap((betType) => {
      const o = mine.get(betType);
      return o
        ? [
            {
              betType,
              odds: oddsText(o.odds),
              minBet: formatMinor(o.minBet),
              maxBet: formatMinor(o.maxBet),
              rtp: percent(vnRtpBp(betType, o.odds, layout)),
            },
          ]
        : [];
    }),
  };
}

/** The VN menus: regional groups (prizeMode REGIONAL), the fast group (FAST), or all, in the catalogue's order. */
export async function vnMenus(db: Db, merchantId: number, lang: string, prizeMode: 'ALL' | 'REGIONAL' | 'FAST') {
  const games = (await repo.brandGames(db, merchantId, true)).filter(
    (g) => prizeMode === 'ALL' || (prizeMode === 'FAST') === (g.resultSource === 'seed'),
  );
  const odds = await vnOddsOf(db, merchantId);
  const groups = new Map<string, ReturnType<typeof vnGameView>[]>();
  for (const g of games) groups.set(g.groupCode, [...(groups.get(g.groupCode) ?? []), vnGameView(g, odds, lang)]);
  const order = Object.keys(VN_GROUP_LABELS);
  return {
    gameMenus: [...groups]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([code, list]) => ({
        gameGroupCode: code,
        labelName: nameIn(VN_GROUP_LABELS[code as VnGameDef['groupCode']] ?? {}, lang),
        accountTypeName: VN_ACCOUNT_TYPE as 'TCG_LOTTO_VN',
        games: list,
      })),
  };
}

export async function vnRecent(db: Db, merchantId: number, memberId: number, lang: string) {
  const codes = await repo.recentGameCodes(db, memberId, 20);
  const games = new Map((await repo.brandGames(db, merchantId, true)).map((g) => [g.gameCode, g]));
  const odds = await vnOddsOf(db, merchantId);
  return codes.flatMap((c) => {
    const g = games.get(c);
    return g ? [vnGameView(g, odds, lang)] : [];
  });
}

export async function vnGameOrFail(db: Db, merchantId: number, gameCode: string) {
  const g = await repo.brandGameOf(db, merchantId, gameCode);
  if (g?.family !== 'vn') throw new AppError('lottery_game_not_found');
  return g;
}

/** A VN game's results, latest first, as prize tables; a fast game's with its seed and the seed's hash. */
export async function vnOpened(db: Db, merchantId: number, gameCode: string, count: number) {
  const g = await vnGameOrFail(db, merchantId, gameCode);
  const seeded = g.resultSource === 'seed';
  return (await drawRepo.openedDraws(db, g.gameCode, count)).map((d) => ({
    gameCode: d.gameCode,
    numero: d.numero,
    drawsAt: d.drawsAt,
    drawnAt: d.drawnAt,
    seedHash: seeded ? d.seedHash : null,
    seed: seeded ? d.storedSeed : null, // in clear once drawn
    prizes: prizeRows(d.result ?? []),
  }));
}
