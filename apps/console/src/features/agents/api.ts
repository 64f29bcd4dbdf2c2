import { agentConsoleOps } from '@portal/contracts/console-agents';
import type { OpQuery } from '@portal/contracts/op';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

type AgentsQuery = OpQuery<typeof agentConsoleOps.list>;

/** The list's paging, sorting and filters; the table's sortable column ids are the query's sort keys. */
export const agentsQuery = (params: Omit<AgentsQuery, 'sort' | 'dir'> & { sort?: string; dir?: string }) =>
  queryOptions({
    queryKey: ['agents', params],
    queryFn: () => call(agentConsoleOps.list, { query: params as AgentsQuery }),
    placeholderData: keepPreviousData,
  });

export const agentFiguresQuery = (id: number) =>
  queryOptions({
    queryKey: ['agent', id, 'figures'],
    queryFn: () => call(agentConsoleOps.figures, { params: { id } }),
  });

/** How many downlines one branch of the tree loads at a time. */
export const BRANCH_SIZE = 50;

/** One member's direct downlines, a page at a time (a branch opened in the tree). */
export const downlinesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['agent', id, 'downlines'],
    queryFn: ({ pageParam }) =>
      call(agentConsoleOps.downlines, { params: { id }, query: { page: pageParam, size: BRANCH_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (all.length * BRANCH_SIZE < last.total ? all.length : undefined),
  });
