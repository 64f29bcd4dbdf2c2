import { approvalConsoleOps } from '@portal/contracts/console-approvals';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export const approvalsQuery = (
  status: ApprovalStatus,
  params: { page: number; size: number; merchant?: string | undefined },
) =>
  queryOptions({
    queryKey: ['approvals', status, params],
    queryFn: () =>
      call(approvalConsoleOps.list, { query: { ...params, status, dir: status === 'pending' ? 'asc' : 'desc' } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

/** Approve or reject; the lists of what it changes refresh too. */
export function useDecideApproval() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'approve' | 'reject'; reason?: string }) =>
      action === 'reject'
        ? call(approvalConsoleOps.reject, { params: { id }, body: { reason: reason ?? '' } })
        : call(approvalConsoleOps.approve, { params: { id } }),
    onSuccess: () =>
      Promise.all(
        ['approvals', 'points', 'raffles', 'promotions', 'promotion-applications'].map((k) =>
          qc.invalidateQueries({ queryKey: [k] }),
        ),
      ),
  });
}
