import type { TSupportMessage } from '@portal/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export type Conversation = {
  id: number;
  merchantCode: string;
  channel: 'live' | 'vip';
  visitorName: string;
  status: 'open' | 'closed';
  lastMessageAt: string;
  lastMessage: string;
  waiting: boolean;
  unread: number;
};
export type Thread = Conversation & { messages: TSupportMessage[] };

/** Visitors wait on the other side: the list and the open conversation refresh every few seconds by themselves. */
export const conversationsQuery = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: ['chat', 'list', status],
    queryFn: () => api<Conversation[]>('GET', '/support/conversations', { query: { status } }),
    refetchInterval: 5_000,
  });

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: ['chat', 'thread', id],
    queryFn: () => api<Thread>('GET', `/support/conversations/${id}`),
    refetchInterval: 3_000,
  });

export function useReply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<TSupportMessage>('POST', `/support/conversations/${id}/reply`, { body: { body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['chat'] }),
  });
}

export function useSetStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: 'open' | 'closed') =>
      api<Thread>('PUT', `/support/conversations/${id}/status`, { body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['chat'] }),
  });
}
