import type { TRedeemStatus } from '@portal/contracts/points';
import { pointsConsoleOps } from '@portal/contracts/points-console';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const redemptionsQuery = (status: TRedeemStatus, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['points', 'redemptions', status, params],
    queryFn: () => call(pointsConsoleOps.redemptions, { query: { ...params, status } }),
    placeholderData: keepPreviousData,
  });

export const itemsQuery = () =>
  queryOptions({
    queryKey: ['points', 'items'],
    queryFn: async () => {
      const { rows } = await call(pointsConsoleOps.items);
      return { rows, total: rows.length };
    },
  });

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: 'approve' | 'reject'; note?: string | undefined }) =>
      call(pointsConsoleOps.decide, { params: { id }, body: { action, ...(note ? { note } : {}) } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['points'] }),
  });
}

export function useUpdateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; stock?: number | null; active?: boolean }) =>
      call(pointsConsoleOps.updateItem, { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['points', 'items'] }),
  });
}
