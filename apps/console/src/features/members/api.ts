import type { TMemberDetail, TMemberRow, TPage } from '@portal/contracts/console';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../shared/api/client.ts';

export const membersQuery = (params: Query) =>
  queryOptions({
    queryKey: ['members', params],
    queryFn: () => api<TPage<TMemberRow>>('GET', '/console/members', { query: params }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (id: number) =>
  queryOptions({ queryKey: ['member', id], queryFn: () => api<TMemberDetail>('GET', `/console/members/${id}`) });

export const setLocked = (id: number, locked: boolean, reason: string) =>
  api('PUT', `/console/members/${id}/locked`, { body: { locked, reason } });

export const endSessions = (id: number) => api<{ ended: number }>('POST', `/console/members/${id}/sessions/end`);

/** The wallet's adjustment call; the request id makes a retried submission of the same form count once. */
export const adjustBalance = (id: number, body: { amount: string; reason: string; requestId: string }) =>
  api<{ balance: string }>('POST', `/members/${id}/adjust`, { body });

export const refreshMember = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['member', id] }),
    client.invalidateQueries({ queryKey: ['members'] }),
  ]);
