import type { TLotteryPick } from '@portal/contracts/lottery';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as drawRepo from './draw-repo.ts';
import * as repo from './repo.ts';
import type { Family } from './rules/draw.ts';
import { labelOf, oddsText, payTableOf, rtpBpOf } from './rules/pay-table.ts';
import { drawView, gameView } from './views.ts';

/** One pick of each kind that pays alike (every position's digit pays the same, and so on). */
export function representativePicks(family: Family): TLotteryPick[] {
  // VN bets are priced by the brand's odds per bet type (vn/lobby.ts lists them), not by an RTP.
  if (family === 'vn') return [];
  if (family === 'keno')
    return Array.from({ length: 10 }, (_, i) => ({
      kind: 'keno' as const,
      numbers: Array.from({ length: i + 1 }, (_, n) => n + 1),
    }));
  return [
    { kind: 'digit', position: 1, digit: 0 },
    { kind: 'big_small', on: 'p1', pick: 'big' },
    { kind: 'big_small', on: 'sum', pick: 'big' },
    { kind: 'odd_even', on: 'p1', pick: 'odd' },
    { kind: 'odd_even', on: 'sum', pick: 'odd' },
    ...Array.from({ length: 46 }, (_, v) => ({ kind: 'sum_value' as const, value: v })),
    ...(['triple', 'straight', 'pair', 'all_different'] as const).map((pick) => ({
      kind: 'combo' as const,
      part: 'front' as const,
      pick,
    })),
  ];
}

const plays = (g: repo.BrandGame) =>
  representativePicks(g.family).map((pick) => {
    const table = payTableOf(pick, g.rtpBp);
    const bp = rtpBpOf(pick, table);
    return {
      kind: pick.kind,
      pick: labelOf(pick),
      odds: table.map(oddsText),
      rtp: `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`,
    };
  });

export async function lotteryGames(db: Db, merchantId: number, lang: string, gameCode?: string) {
  const games = (await repo.brandGames(db, merchantId)).filter((g) => !gameCode || g.gameCode === gameCode);
  return games.map((g) => ({ ...gameView(g, lang), plays: plays(g) }));
}

/** The most played games of the last day (then the catalogue order), at most `count`. */
export async function popularGames(db: Db, merchantId: number, lang: string, count: number, now: Date) {
  const counts = await repo.slipCounts(db, merchantId, new Date(now.getTime() - 86_400_000));
  const games = await repo.brandGames(db, merchantId);
  return games
    .map((g, i) => ({ g, i }))
    .sort((a, b) => (counts.get(b.g.gameCode) ?? 0) - (counts.get(a.g.gameCode) ?? 0) || a.i - b.i)
    .slice(0, count)
    .map(({ g }) => gameView(g, lang));
}

export async function recentGames(db: Db, merchantId: number, memberId: number, lang: string) {
  const codes = await repo.recentGameCodes(db, memberId, 10);
  const games = new Map((await repo.brandGames(db, merchantId)).map((g) => [g.gameCode, g]));
  return codes.flatMap((c) => {
    const g = games.get(c);
    return g ? [gameView(g, lang)] : [];
  });
}

const seconds = (until: string, now: Date) => Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / 1000));

/** A game's current (or next) draw with its countdowns by server time, and its last result. */
export async function currentDraw(db: Db, gameCode: string, now: Date) {
  const { current, last } = await drawRepo.currentDraws(db, gameCode, now);
  return {
    gameCode,
    serverTime: now.toISOString(),
    current: current ? drawView(current) : null,
    closeCountdown: current ? seconds(current.closesAt, now) : 0,
    drawCountdown: current ? seconds(current.drawsAt, now) : 0,
    last: last ? drawView(last) : null,
  };
}

export async function brandGameOrFail(db: Db, merchantId: number, gameCode: string) {
  const g = await repo.brandGameOf(db, merchantId, gameCode);
  if (!g) throw new AppError('lottery_game_not_found');
  return g;
}

export async function currentDraws(db: Db, merchantId: number, now: Date, gameCode?: string) {
  const codes = gameCode
    ? [(await brandGameOrFail(db, merchantId, gameCode)).gameCode]
    : (await repo.brandGames(db, merchantId)).map((g) => g.gameCode);
  return Promise.all(codes.map((c) => currentDraw(db, c, now)));
}

/** The nearest issue: the draw taking bets (else the next one), and the last drawn. */
export async function nearNumero(db: Db, merchantId: number, gameCode: string, now: Date) {
  await brandGameOrFail(db, merchantId, gameCode);
  const { current, last } = await drawRepo.currentDraws(db, gameCode, now);
  return {
    gameCode,
    numero: current?.numero ?? null,
    closesAt: current?.closesAt ?? null,
    lastNumero: last?.numero ?? null,
  };
}

export async function openedNumeros(db: Db, merchantId: number, gameCode: string, count: number) {
  await brandGameOrFail(db, merchantId, gameCode);
  return (await drawRepo.openedDraws(db, gameCode, count)).map(drawView);
}
