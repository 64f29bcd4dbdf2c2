import type { TContractKind, TContractSettings, TContractStatus } from '@portal/contracts/agent-contracts';
import { contractConsoleOps, type ZHouseContract } from '@portal/contracts/console-contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/op.ts';

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

/** Every contract query of a brand sits under this key, so one change refreshes them all. */
const brandKey = (code: string) => ['contracts', code] as const;

export const contractSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: [...brandKey(code), 'settings'],
    queryFn: () => call(contractConsoleOps.settings, { params: { code } }),
    enabled: code !== '',
  });

export const contractsQuery = (code: string, params: ListParams & Filters) =>
  queryOptions({
    queryKey: [...brandKey(code), 'list', params],
    queryFn: () => call(contractConsoleOps.list, { params: { code }, query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

export const payoutsQuery = (code: string, params: ListParams & Filters) =>
  queryOptions({
    queryKey: [...brandKey(code), 'payouts', params],
    queryFn: () => call(contractConsoleOps.payouts, { params: { code }, query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

export function useSaveContractSettings(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: TContractSettings) =>
      call(contractConsoleOps.saveSettings, { params: { code }, body: settings }),
    onSuccess: (saved) => qc.setQueryData(contractSettingsQuery(code).queryKey, saved),
  });
}

/** Suspends (with the operator's reason) or resumes one contract; the answer is the row as it now is. */
export function useContractAction(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'suspend' | 'resume'; reason?: string | undefined }) =>
      action === 'suspend'
        ? call(contractConsoleOps.suspend, { params: { id }, body: { reason: reason ?? '' } })
        : call(contractConsoleOps.resume, { params: { id }, body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: brandKey(code) }),
  });
}

export function useGrantHouseContract(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: THouseContract) => call(contractConsoleOps.grantHouse, { params: { code }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: brandKey(code) }),
  });
}
