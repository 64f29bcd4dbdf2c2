import { adjustmentConsoleOps } from '@portal/contracts/console-adjustments';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export type AdjustmentFilter = { status?: 'pending' | 'posted' | 'rejected'; memberId?: number };

export const adjustmentsQuery = (filter: AdjustmentFilter, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['adjustments', filter, params],
    queryFn: () =>
      call(adjustmentConsoleOps.list, {
        query: { ...params, ...filter, dir: filter.status === 'pending' ? 'asc' : 'desc' },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const thresholdsQuery = () =>
  queryOptions({
    queryKey: ['adjustments', 'thresholds'],
    queryFn: () => call(adjustmentConsoleOps.thresholds),
  });

/** Approve or reject; the member's page, the queues' counts and the lists all refresh. */
export function useDecideAdjustment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      action,
      reason,
    }: {
      requestId: string;
      action: 'approve' | 'reject';
      reason?: string;
    }) =>
      action === 'reject'
        ? call(adjustmentConsoleOps.reject, { params: { requestId }, body: { reason: reason ?? '' } })
        : call(adjustmentConsoleOps.approve, { params: { requestId } }),
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
      call(adjustmentConsoleOps.setThreshold, { params: { merchantCode }, body: { threshold } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['adjustments', 'thresholds'] }),
  });
}
