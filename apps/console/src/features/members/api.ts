import { memberConsoleOps } from '@portal/contracts/console';
import type { TMemberLabel } from '@portal/contracts/console-members';
import type { OpBody, OpQuery } from '@portal/contracts/op';
import { paymentConsoleOps } from '@portal/contracts/payments';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

type SearchQuery = OpQuery<typeof memberConsoleOps.search>;

/** The search's paging, sorting and filters; the table's sortable column ids are the query's sort keys. */
export const membersQuery = (params: Omit<SearchQuery, 'sort' | 'dir'> & { sort?: string; dir?: string }) =>
  queryOptions({
    queryKey: ['members', params],
    queryFn: () => call(memberConsoleOps.search, { query: params as SearchQuery }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (id: number) =>
  queryOptions({ queryKey: ['member', id], queryFn: () => call(memberConsoleOps.detail, { params: { id } }) });

export const setLocked = (id: number, locked: boolean, reason: string) =>
  call(memberConsoleOps.lock, { params: { id }, body: { locked, reason } });

export const endSessions = (id: number) => call(memberConsoleOps.endSessions, { params: { id } });

/** The wallet's adjustment call; the request id makes a retried submission of the same form count once. */
export const adjustBalance = (id: number, body: OpBody<typeof paymentConsoleOps.adjust>) =>
  call(paymentConsoleOps.adjust, { params: { id }, body });

export const refreshMember = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['member', id] }),
    client.invalidateQueries({ queryKey: ['members'] }),
  ]);

export const notesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['member', id, 'notes', page],
    queryFn: () => call(memberConsoleOps.notes, { params: { id }, query: { page, size: 5 } }),
    placeholderData: keepPreviousData,
  });

export const addNote = (id: number, body: string) => call(memberConsoleOps.addNote, { params: { id }, body: { body } });

export const setLabels = (id: number, labels: TMemberLabel[]) =>
  call(memberConsoleOps.setLabels, { params: { id }, body: { labels } });

export const requirePasswordChange = (id: number, reason: string) =>
  call(memberConsoleOps.forcePassword, { params: { id }, body: { reason } });
