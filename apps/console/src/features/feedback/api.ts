import { feedbackConsoleOps } from '@portal/contracts/feedback';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export type FeedbackFilter = 'pending' | 'answered' | 'all';

export const feedbackQuery = (status: FeedbackFilter, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['feedback', status, params],
    queryFn: () => call(feedbackConsoleOps.list, { query: { ...params, ...(status === 'all' ? {} : { status }) } }),
    placeholderData: keepPreviousData,
  });

export function useAnswerFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      call(feedbackConsoleOps.answer, { params: { id }, body: { answer } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
