import {
  gameConsoleOps,
  type TGameChange,
  type TOriginalsLimitsBody,
  type TVendorChange,
} from '@portal/contracts/console-games';
import type { OpQuery } from '@portal/contracts/op';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const vendorsQuery = (merchant?: string) =>
  queryOptions({
    queryKey: ['games', 'vendors', merchant ?? ''],
    queryFn: () => call(gameConsoleOps.vendors, { query: { merchant } }),
  });

type GamesQuery = OpQuery<typeof gameConsoleOps.games>;

/** The table's paging, sorting and filters; its sortable column ids are the query's sort keys. */
export const gamesQuery = (params: Omit<GamesQuery, 'sort' | 'dir'> & { sort?: string; dir?: string }) =>
  queryOptions({
    queryKey: ['games', 'list', params],
    queryFn: () => call(gameConsoleOps.games, { query: params as GamesQuery }),
    placeholderData: keepPreviousData,
  });

/** A change of a vendor for `merchant` (the default brand when empty). */
export function useChangeVendor(merchant = '') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ vassalage, ...change }: TVendorChange & { vassalage: string }) =>
      call(gameConsoleOps.changeVendor, {
        params: { vassalage },
        body: { ...change, ...(merchant ? { merchant } : {}) },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games'] }),
  });
}

export function useChangeGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, ...change }: TGameChange & { nodeId: number }) =>
      call(gameConsoleOps.changeGame, { params: { nodeId }, body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
}

export const originalsLimitsQuery = (code: string) =>
  queryOptions({
    queryKey: ['games', 'originals-limits', code],
    queryFn: () => call(gameConsoleOps.originalsLimits, { params: { code } }),
    enabled: code !== '',
  });

/** Saves a brand's originals limits; the answer is the limits as stored. */
export function useSaveOriginalsLimits(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TOriginalsLimitsBody) => call(gameConsoleOps.setOriginalsLimits, { params: { code }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games', 'originals-limits', code] }),
  });
}
