import type { TPage } from '@portal/contracts/console';
import type {
  TConsoleApplication,
  TConsolePromotion,
  TPromotionCategory,
  TPromotionInput,
  TPromotionStatus,
} from '@portal/contracts/promotions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export type TApplicationStatus = TConsoleApplication['status'];
export interface PromotionFilters {
  status?: TPromotionStatus | undefined;
  category?: TPromotionCategory | undefined;
}
interface Paging {
  page: number;
  size: number;
}

const brandPath = (code: string) => `/console/brands/${encodeURIComponent(code)}`;
/** Every promotion query sits under this key, so one change refreshes the lists and the open promotion. */
const KEY = ['promotions'] as const;

export const promotionsQuery = (code: string, params: Paging & PromotionFilters) =>
  queryOptions({
    queryKey: [...KEY, code, 'list', params],
    queryFn: () => api<TPage<TConsolePromotion>>('GET', `${brandPath(code)}/promotions`, { query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api<TConsolePromotion>('GET', `/console/promotions/${id}`),
  });

export const applicationsQuery = (code: string, params: Paging & { status?: TApplicationStatus | undefined }) =>
  queryOptions({
    queryKey: [...KEY, code, 'applications', params],
    queryFn: () =>
      api<TPage<TConsoleApplication>>('GET', `${brandPath(code)}/promotion-applications`, { query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

/** Creates a draft (no id) or edits a promotion; the answer is the promotion as saved. */
export function useSavePromotion(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPromotionInput }) =>
      id === null
        ? api<TConsolePromotion>('POST', `${brandPath(code)}/promotions`, { body })
        : api<TConsolePromotion>('PUT', `/console/promotions/${id}`, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** Schedules, starts, pauses or ends a promotion. */
export function usePromotionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: Exclude<TPromotionStatus, 'draft'> }) =>
      api<TConsolePromotion>('POST', `/console/promotions/${id}/status`, { body: { status } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** Approves an application with an amount, or rejects it with the reason the member reads. */
export function useDecideApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; approve: { amount: string } } | { id: number; reject: { reason: string } }) =>
      'approve' in d
        ? api<TConsoleApplication>('POST', `/console/promotions/applications/${d.id}/approve`, { body: d.approve })
        : api<TConsoleApplication>('POST', `/console/promotions/applications/${d.id}/reject`, { body: d.reject }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}
