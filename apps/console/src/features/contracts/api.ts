import type { TContractKind, TContractSettings, TContractStatus } from '@portal/contracts/agent-contracts';
import type { TPage } from '@portal/contracts/console';
import type { TConsoleContractRow, TConsolePayoutRow, ZHouseContract } from '@portal/contracts/console-contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

/** Paging and the creation-time direction; the contract calls sort by nothing else. */
export interface ListParams {
  page: number;
  size: number;
  dir?: 'asc' | 'desc';
}
/** The lists' filters: contracts take kind, status and username; payouts kind, contract and username. */
export interface Filters {
  kind?: TContractKind;
  status?: TContractStatus;
  contractId?: number;
  q?: string;
}
export type THouseContract = z.input<typeof ZHouseContract>;

const brandPath = (code: string) => `/console/brands/${encodeURIComponent(code)}/contracts`;
/** Every contract query of a brand sits under this key, so one change refreshes them all. */
const brandKey = (code: string) => ['contracts', code] as const;

export const contractSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: [...brandKey(code), 'settings'],
    queryFn: () => api<TContractSettings>('GET', `${brandPath(code)}/settings`),
    enabled: code !== '',
  });

export const contractsQuery = (code: string, params: ListParams & Filters) =>
  queryOptions({
    queryKey: [...brandKey(code), 'list', params],
    queryFn: () => api<TPage<TConsoleContractRow>>('GET', brandPath(code), { query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

export const payoutsQuery = (code: string, params: ListParams & Filters) =>
  queryOptions({
    queryKey: [...brandKey(code), 'payouts', params],
    queryFn: () => api<TPage<TConsolePayoutRow>>('GET', `${brandPath(code)}/payouts`, { query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

export function useSaveContractSettings(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: TContractSettings) =>
      api<TContractSettings>('PUT', `${brandPath(code)}/settings`, { body: settings }),
    onSuccess: (saved) => qc.setQueryData(contractSettingsQuery(code).queryKey, saved),
  });
}

/** Suspends (with the operator's reason) or resumes one contract; the answer is the row as it now is. */
export function useContractAction(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'suspend' | 'resume'; reason?: string | undefined }) =>
      api<TConsoleContractRow>('POST', `/console/contracts/${id}/${action}`, {
        body: action === 'suspend' ? { reason } : {},
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: brandKey(code) }),
  });
}

export function useGrantHouseContract(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: THouseContract) => api<TConsoleContractRow>('POST', `${brandPath(code)}/house`, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: brandKey(code) }),
  });
}
