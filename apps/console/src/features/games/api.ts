import type { TPage } from '@portal/contracts/console';
import type { TConsoleGame, TConsoleVendors, TGameChange, TVendorChange } from '@portal/contracts/console-games';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../shared/api/client.ts';

export const vendorsQuery = (merchant?: string) =>
  queryOptions({
    queryKey: ['games', 'vendors', merchant ?? ''],
    queryFn: () => api<TConsoleVendors>('GET', '/console/games/vendors', { query: { merchant } }),
  });

export const gamesQuery = (params: Query) =>
  queryOptions({
    queryKey: ['games', 'list', params],
    queryFn: () => api<TPage<TConsoleGame>>('GET', '/console/games', { query: params }),
    placeholderData: keepPreviousData,
  });

export function useChangeVendor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ vassalage, ...change }: TVendorChange & { vassalage: string }) =>
      api<TConsoleVendors>('PUT', `/console/games/vendors/${encodeURIComponent(vassalage)}`, { body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games'] }),
  });
}

export function useChangeGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, ...change }: TGameChange & { nodeId: number }) =>
      api<TConsoleGame>('PUT', `/console/games/${nodeId}`, { body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
}
