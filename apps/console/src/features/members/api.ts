import type { TMemberDetail, TMemberRow, TPage } from '@portal/contracts/console';
import type { TAdjustResult } from '@portal/contracts/console-adjustments';
import type { TMemberLabel, TMemberNote } from '@portal/contracts/console-members';
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
  api<TAdjustResult>('POST', `/members/${id}/adjust`, { body });

export const refreshMember = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['member', id] }),
    client.invalidateQueries({ queryKey: ['members'] }),
  ]);

export const notesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['member', id, 'notes', page],
    queryFn: () => api<TPage<TMemberNote>>('GET', `/console/members/${id}/notes`, { query: { page, size: 5 } }),
    placeholderData: keepPreviousData,
  });

export const addNote = (id: number, body: string) =>
  api<TMemberNote>('POST', `/console/members/${id}/notes`, { body: { body } });

export const setLabels = (id: number, labels: TMemberLabel[]) =>
  api<TMemberLabel[]>('PUT', `/console/members/${id}/labels`, { body: { labels } });

export const requirePasswordChange = (id: number, reason: string) =>
  api<{ heldSessions: number }>('POST', `/console/members/${id}/password-change`, { body: { reason } });
