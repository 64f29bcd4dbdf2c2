import {
  AGENT_PATHS,
  type TAgentNoticesValue,
  type TDownlineList,
  type TDownlineTransactionsQuery,
  type TRegisterDownlinePayload,
  type TRegisterDownlineValue,
  type TTeamBetsQuery,
  type TTeamBetsValue,
  type TTeamOverview,
  type TTeamProfitQuery,
  type TTeamProfitValue,
} from '@portal/contracts/agent';
import { INCOME_PATH, type TIncomeQuery, type TIncomeValue } from '@portal/contracts/agent-contracts';
import type { TTransaction } from '@portal/contracts/wallet';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/** The agent centre's calls. Figures change as the team plays, so they are fetched on every open. */
export const teamOverviewQuery = () =>
  queryOptions({
    queryKey: ['agent', 'overview'],
    queryFn: () => api<TTeamOverview>('GET', AGENT_PATHS.teamOverview),
    refetchOnMount: 'always',
  });

export const downlinesQuery = (q: { page: number; pageSize: number; username: string; parent?: string }) =>
  queryOptions({
    queryKey: ['agent', 'downlines', q],
    queryFn: () =>
      api<TDownlineList>('GET', AGENT_PATHS.downlineList, {
        query: {
          page: q.page,
          pageSize: q.pageSize,
          ...(q.username ? { username: q.username } : {}),
          ...(q.parent ? { parent: q.parent } : {}),
        },
      }),
  });

/** Drops empty filters so the query string carries only what was chosen. */
const present = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)) as Record<
    string,
    string | number
  >;

export const teamBetsQuery = (q: TTeamBetsQuery) =>
  queryOptions({
    queryKey: ['agent', 'teamBets', q],
    queryFn: () => api<TTeamBetsValue>('GET', AGENT_PATHS.teamBets, { query: present(q) }),
  });

export const teamProfitQuery = (q: TTeamProfitQuery) =>
  queryOptions({
    queryKey: ['agent', 'teamProfit', q],
    queryFn: () => api<TTeamProfitValue>('GET', AGENT_PATHS.teamProfit, { query: present(q) }),
  });

export const downlineTransactionsQuery = (q: TDownlineTransactionsQuery) =>
  queryOptions({
    queryKey: ['agent', 'downlineTransactions', q],
    queryFn: () =>
      api<{ list: TTransaction[]; totalPages: number; total: number }>('GET', AGENT_PATHS.downlineTransactions, {
        query: present(q),
      }),
    enabled: Boolean(q.username),
  });

export const noticesQuery = (pageNo: number, pageSize: number, language: string) =>
  queryOptions({
    queryKey: ['agent', 'notices', pageNo, pageSize, language],
    queryFn: () => api<TAgentNoticesValue>('GET', AGENT_PATHS.notices, { query: { pageNo, pageSize } }),
  });

export function useReadNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ unread: number }>('POST', AGENT_PATHS.noticeRead, { body: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['agent', 'notices'] }),
  });
}

export function useRegisterDownline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterDownlinePayload) =>
      api<TRegisterDownlineValue>('POST', AGENT_PATHS.registerDownline, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['agent', 'downlines'] });
      void qc.invalidateQueries({ queryKey: ['agent', 'overview'] });
    },
  });
}

/** What the agent earned per source over a day range, with the lines behind it. */
export const incomeQuery = (q: TIncomeQuery) =>
  queryOptions({
    queryKey: ['agent', 'income', q],
    queryFn: () => api<TIncomeValue>('GET', INCOME_PATH, { query: present(q) }),
  });
