import { gamesOps } from '@portal/contracts/games';
import { lotteryOps, type TCurrentDraw, type TPlaceSlipBody } from '@portal/contracts/lottery';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** A current draw with the moment (this page's monotonic clock) its countdowns were read. */
export type TimedDraw = TCurrentDraw & { receivedAt: number };

const timed = (d: TCurrentDraw): TimedDraw => ({ ...d, receivedAt: performance.now() });

export const gamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'games', language],
    queryFn: () => call(lotteryOps.games, { query: { language } }),
    staleTime: 5 * 60_000,
  });

export const menusQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'menus'],
    // The games module's call (every LOTT and ELOTT game by vendor).
    queryFn: () => call(gamesOps.lotteryMenus),
    staleTime: 5 * 60_000,
  });

export const popularQuery = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'popular', language],
    queryFn: () => call(lotteryOps.popular, { query: { count: 20 } }),
    staleTime: 60_000,
  });

export const recentQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['lottery', 'recent', token],
    queryFn: () => call(lotteryOps.recent),
    enabled: Boolean(token),
  });

/** Every game's current draw (the lobby's countdowns). */
export const drawsQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'draws'],
    queryFn: async () => (await call(lotteryOps.draws)).map(timed),
  });

export const drawQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'draw', gameCode],
    queryFn: async () => timed(await call(lotteryOps.draw, { params: { code: gameCode } })),
  });

/** Drawn results, latest first (members only). */
export const openedQuery = (gameCode: string, token: string | null) =>
  queryOptions({
    queryKey: ['lottery', 'opened', gameCode, token],
    queryFn: () => call(lotteryOps.opened, { query: { gameCode, count: 20 } }),
    enabled: Boolean(token),
  });

/**
 * The member's slips of a game. Keyed under 'wallet' so the live balance stream refreshes them when a settlement
 * moves money.
 */
export const slipsQuery = (gameCode: string, status: 'open' | 'settled', token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'lottery-slips', gameCode, status, token],
    queryFn: () => call(lotteryOps.myBets, { query: { gameCode, status, pageSize: 20 } }),
    enabled: Boolean(token),
  });

/** Places a slip; the balance, the slips and the recent games follow. */
export function usePlaceSlip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlaceSlipBody) => call(lotteryOps.placeSlip, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['wallet'] });
      void qc.invalidateQueries({ queryKey: ['lottery', 'recent'] });
    },
  });
}
