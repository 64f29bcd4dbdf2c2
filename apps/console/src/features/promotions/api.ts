import {
  promotionConsoleOps as ops,
  type TConsoleApplication,
  type TPromotionCategory,
  type TPromotionInput,
  type TPromotionStatus,
} from '@portal/contracts/promotions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export type TApplicationStatus = TConsoleApplication['status'];
export interface PromotionFilters {
  status?: TPromotionStatus | undefined;
  category?: TPromotionCategory | undefined;
}
interface Paging {
  page: number;
  size: number;
}

/** Every promotion query sits under this key, so one change refreshes the lists and the open promotion. */
const KEY = ['promotions'] as const;

export const promotionsQuery = (code: string, params: Paging & PromotionFilters) =>
  queryOptions({
    queryKey: [...KEY, code, 'list', params],
    queryFn: () => call(ops.list, { params: { code }, query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'one', id],
    queryFn: () => call(ops.one, { params: { id } }),
  });

export const applicationsQuery = (code: string, params: Paging & { status?: TApplicationStatus | undefined }) =>
  queryOptions({
    queryKey: [...KEY, code, 'applications', params],
    queryFn: () => call(ops.applications, { params: { code }, query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

/** Creates a draft (no id) or edits a promotion; the answer is the promotion as saved. */
export function useSavePromotion(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPromotionInput }) =>
      id === null ? call(ops.create, { params: { code }, body }) : call(ops.edit, { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** Schedules, starts, pauses or ends a promotion. */
export function usePromotionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: Exclude<TPromotionStatus, 'draft'> }) =>
      call(ops.setStatus, { params: { id }, body: { status } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** Approves an application with an amount, or rejects it with the reason the member reads. */
export function useDecideApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; approve: { amount: string } } | { id: number; reject: { reason: string } }) =>
      'approve' in d
        ? call(ops.approve, { params: { id: d.id }, body: d.approve })
        : call(ops.reject, { params: { id: d.id }, body: d.reject }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}
