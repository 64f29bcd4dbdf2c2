import type { TFeedbackAdminPage } from '@portal/contracts/feedback';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export type FeedbackFilter = 'pending' | 'answered' | 'all';

export const feedbackQuery = (status: FeedbackFilter, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['feedback', status, params],
    queryFn: () =>
      api<TFeedbackAdminPage>('GET', '/feedback', {
        query: { ...params, ...(status === 'all' ? {} : { status }) },
      }),
    placeholderData: keepPreviousData,
  });

export function useAnswerFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      api<null>('POST', `/feedback/${id}/answer`, { body: { answer } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
