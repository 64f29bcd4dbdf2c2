import type { TSendInboxBody, TSentInboxPage } from '@portal/contracts/inbox';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export const sentQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['inbox', 'sent', params],
    queryFn: () => api<TSentInboxPage>('GET', '/inbox/messages', { query: params }),
    placeholderData: keepPreviousData,
  });

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendInboxBody) => api<{ id: number }>('POST', '/inbox/messages', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
