import { supportConsoleOps, type TConversationDetail, type TConversationSummary } from '@portal/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export type Conversation = TConversationSummary;
export type Thread = TConversationDetail;

/** Visitors wait on the other side: the list and the open conversation refresh every few seconds by themselves. */
export const conversationsQuery = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: ['chat', 'list', status],
    queryFn: () => call(supportConsoleOps.conversations, { query: { status } }),
    refetchInterval: 5_000,
  });

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: ['chat', 'thread', id],
    queryFn: () => call(supportConsoleOps.conversation, { params: { id } }),
    refetchInterval: 3_000,
  });

export function useReply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(supportConsoleOps.reply, { params: { id }, body: { body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['chat'] }),
  });
}

export function useSetStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: 'open' | 'closed') => call(supportConsoleOps.setStatus, { params: { id }, body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['chat'] }),
  });
}
