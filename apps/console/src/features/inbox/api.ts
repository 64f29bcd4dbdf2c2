import { inboxConsoleOps, type TSendInboxBody } from '@portal/contracts/inbox';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const sentQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: ['inbox', 'sent', params],
    queryFn: () => call(inboxConsoleOps.sent, { query: params }),
    placeholderData: keepPreviousData,
  });

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendInboxBody) => call(inboxConsoleOps.send, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
