import {
  type TVnPlaceSlipBody,
  vnLotteryOps,
  type ZVnMenuValue,
  type ZVnMyBetsValue,
  type ZVnOpenedValue,
} from '@portal/contracts/lottery-vn';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/op.ts';

export type TVnMenu = z.infer<typeof ZVnMenuValue>;
export type TVnGameMenu = TVnMenu['gameMenus'][number];
export type TVnGameItem = TVnGameMenu['games'][number];
export type TVnOpened = z.infer<typeof ZVnOpenedValue>;
export type TVnDraw = TVnOpened[number];
export type TVnMyBets = z.infer<typeof ZVnMyBetsValue>;
export type TVnSlip = TVnMyBets['list'][number];

/** Every VN game by region group, labels in the page's language, with the brand's bet terms. */
export const vnMenuQuery = (language: string) =>
  queryOptions({
    queryKey: ['vnlottery', 'menu', language],
    queryFn: () => call(vnLotteryOps.menus, { query: { prizeMode: 'ALL', device: 'WEB', language } }),
    staleTime: 5 * 60_000,
  });

/**
 * A game's latest 100 results, latest first; looked at again every `every` ms (fast games draw every few seconds,
 * and a result entered late by the operators still shows up).
 */
export const vnOpenedQuery = (gameCode: string, every: number) =>
  queryOptions({
    queryKey: ['vnlottery', 'opened', gameCode],
    queryFn: () => call(vnLotteryOps.opened, { query: { gameCode, count: 100 } }),
    refetchInterval: every,
  });

/** The member's VN slips of a game (under 'wallet': settlements that move money refresh them). */
export const vnSlipsQuery = (gameCode: string, status: 'open' | 'settled', token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'vn-slips', gameCode, status, token],
    queryFn: () => call(vnLotteryOps.myBets, { query: { gameCode, status, pageSize: 20 } }),
    enabled: Boolean(token),
  });

/** Places a VN slip; the balance and the slips follow. */
export function usePlaceVnSlip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TVnPlaceSlipBody) => call(vnLotteryOps.placeSlip, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
