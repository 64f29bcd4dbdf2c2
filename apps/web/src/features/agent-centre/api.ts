import {
  agentOps,
  type TDownlineTransactionsQuery,
  type TRegisterDownlinePayload,
  type TTeamBetsQuery,
  type TTeamProfitQuery,
} from '@portal/contracts/agent';
import { incomeOp, type TIncomeQuery } from '@portal/contracts/agent-contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** The agent centre's calls. Figures change as the team plays, so they are fetched on every open. */
export const teamOverviewQuery = () =>
  queryOptions({
    queryKey: ['agent', 'overview'],
    queryFn: () => call(agentOps.teamOverview),
    refetchOnMount: 'always',
  });

export const downlinesQuery = (q: { page: number; pageSize: number; username: string; parent?: string }) =>
  queryOptions({
    queryKey: ['agent', 'downlines', q],
    queryFn: () =>
      call(agentOps.downlineList, {
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
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)) as T;

export const teamBetsQuery = (q: TTeamBetsQuery) =>
  queryOptions({
    queryKey: ['agent', 'teamBets', q],
    queryFn: () => call(agentOps.teamBets, { query: present(q) }),
  });

export const teamProfitQuery = (q: TTeamProfitQuery) =>
  queryOptions({
    queryKey: ['agent', 'teamProfit', q],
    queryFn: () => call(agentOps.teamProfit, { query: present(q) }),
  });

export const downlineTransactionsQuery = (q: TDownlineTransactionsQuery) =>
  queryOptions({
    queryKey: ['agent', 'downlineTransactions', q],
    queryFn: () => call(agentOps.downlineTransactions, { query: present(q) }),
    enabled: Boolean(q.username),
  });

export const noticesQuery = (pageNo: number, pageSize: number, language: string) =>
  queryOptions({
    queryKey: ['agent', 'notices', pageNo, pageSize, language],
    queryFn: () => call(agentOps.notices, { query: { pageNo, pageSize } }),
  });

export function useReadNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(agentOps.noticeRead, { body: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['agent', 'notices'] }),
  });
}

export function useRegisterDownline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterDownlinePayload) => call(agentOps.registerDownline, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['agent', 'downlines'] });
      void qc.invalidateQueries({ queryKey: ['agent', 'overview'] });
    },
  });
}

/** A new one-time initial password for a team member still on its first one. */
export function useNewInitialPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => call(agentOps.newInitialPassword, { body: { username } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['agent', 'downlines'] }),
  });
}

/** What the agent earned per source over a day range, with the lines behind it. */
export const incomeQuery = (q: TIncomeQuery) =>
  queryOptions({
    queryKey: ['agent', 'income', q],
    queryFn: () => call(incomeOp, { query: present(q) }),
  });
