import type { TPage } from '@portal/contracts/console';
import { raffleConsoleOps, type TConsoleRaffleEvent, type TRaffleEventInput } from '@portal/contracts/raffle';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** A brand's red envelopes and wheels with their pools. */
export const rafflesQuery = (code: string) =>
  queryOptions({
    queryKey: ['raffles', code],
    queryFn: async (): Promise<TPage<TConsoleRaffleEvent>> => {
      const rows = await call(raffleConsoleOps.list, { params: { code } });
      return { rows, total: rows.length };
    },
    enabled: code !== '',
  });

export const raffleClaimsQuery = (id: number, page: number, size: number) =>
  queryOptions({
    queryKey: ['raffles', 'claims', id, page, size],
    queryFn: () => call(raffleConsoleOps.claims, { params: { id }, query: { page, size } }),
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
        ? call(raffleConsoleOps.create, { params: { code }, body })
        : call(raffleConsoleOps.edit, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSwitchRaffle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      call(raffleConsoleOps.setEnabled, { params: { id }, body: { enabled } }),
    onSuccess: refresh,
  });
}

/** Funds a pool; the key is made once per dialog, so a second press after a lost answer funds once. */
export function useFundRaffle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: string; key: string }) =>
      call(raffleConsoleOps.fund, { params: { id }, body: { amount, key } }),
    onSuccess: refresh,
  });
}
