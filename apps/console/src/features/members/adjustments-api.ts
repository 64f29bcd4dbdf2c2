import type { TPage } from '@portal/contracts/console';
import type { TAdjustmentRow, TAdjustmentThreshold } from '@portal/contracts/console-adjustments';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export type AdjustmentFilter = { status?: 'pending' | 'posted' | 'rejected'; memberId?: number };

export const adjustmentsQuery = (filter: AdjustmentFilter, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['adjustments', filter, params],
    queryFn: () =>
      api<TPage<TAdjustmentRow>>('GET', '/console/adjustments', {
        query: { ...params, ...filter, dir: filter.status === 'pending' ? 'asc' : 'desc' },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const thresholdsQuery = () =>
  queryOptions({
    queryKey: ['adjustments', 'thresholds'],
    queryFn: () => api<TAdjustmentThreshold[]>('GET', '/console/adjustment-thresholds'),
  });

/** Approve or reject; the member's page, the queues' counts and the lists all refresh. */
export function useDecideAdjustment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, action, reason }: { requestId: string; action: 'approve' | 'reject'; reason?: string }) =>
      api<TAdjustmentRow>('POST', `/console/adjustments/${encodeURIComponent(requestId)}/${action}`, {
        ...(action === 'reject' ? { body: { reason } } : {}),
      }),
    onSuccess: (row) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['adjustments'] }),
        qc.invalidateQueries({ queryKey: ['member', row.memberId] }),
        qc.invalidateQueries({ queryKey: ['pending'] }),
      ]),
  });
}

export function useSetThreshold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantCode, threshold }: { merchantCode: string; threshold: string }) =>
      api<TAdjustmentThreshold>('PUT', `/console/adjustment-thresholds/${encodeURIComponent(merchantCode)}`, {
        body: { threshold },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['adjustments', 'thresholds'] }),
  });
}
