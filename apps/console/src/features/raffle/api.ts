import type { TPage } from '@portal/contracts/console';
import type { TConsoleRaffleClaim, TConsoleRaffleEvent, TRaffleEventInput } from '@portal/contracts/raffle';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

const brandPath = (code: string) => `/console/brands/${encodeURIComponent(code)}/raffles`;

/** A brand's red envelopes and wheels with their pools. */
export const rafflesQuery = (code: string) =>
  queryOptions({
    queryKey: ['raffles', code],
    queryFn: async (): Promise<TPage<TConsoleRaffleEvent>> => {
      const rows = await api<TConsoleRaffleEvent[]>('GET', brandPath(code));
      return { rows, total: rows.length };
    },
    enabled: code !== '',
  });

export const raffleClaimsQuery = (id: number, page: number, size: number) =>
  queryOptions({
    queryKey: ['raffles', 'claims', id, page, size],
    queryFn: () => api<TPage<TConsoleRaffleClaim>>('GET', `/console/raffles/${id}/claims`, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: ['raffles'] });
}

/** Creates (no id) or edits an event. */
export function useSaveRaffle(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TRaffleEventInput }) =>
      id === null
        ? api<TConsoleRaffleEvent>('POST', brandPath(code), { body })
        : api<TConsoleRaffleEvent>('PUT', `/console/raffles/${id}`, { body }),
    onSuccess: refresh,
  });
}

export function useSwitchRaffle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api<TConsoleRaffleEvent>('POST', `/console/raffles/${id}/enabled`, { body: { enabled } }),
    onSuccess: refresh,
  });
}

/** Funds a pool; the key is made once per dialog, so a second press after a lost answer funds once. */
export function useFundRaffle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: string; key: string }) =>
      api<TConsoleRaffleEvent>('POST', `/console/raffles/${id}/fund`, { body: { amount, key } }),
    onSuccess: refresh,
  });
}
