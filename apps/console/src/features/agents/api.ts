import type { TPage } from '@portal/contracts/console';
import type { TConsoleAgentFigures, TConsoleAgentRow, TConsoleDownline } from '@portal/contracts/console-agents';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../shared/api/client.ts';

export const agentsQuery = (params: Query) =>
  queryOptions({
    queryKey: ['agents', params],
    queryFn: () => api<TPage<TConsoleAgentRow>>('GET', '/console/agents', { query: params }),
    placeholderData: keepPreviousData,
  });

export const agentFiguresQuery = (id: number) =>
  queryOptions({
    queryKey: ['agent', id, 'figures'],
    queryFn: () => api<TConsoleAgentFigures>('GET', `/console/agents/${id}/figures`),
  });

/** How many downlines one branch of the tree loads at a time. */
export const BRANCH_SIZE = 50;

/** One member's direct downlines, a page at a time (a branch opened in the tree). */
export const downlinesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['agent', id, 'downlines'],
    queryFn: ({ pageParam }) =>
      api<TPage<TConsoleDownline>>('GET', `/console/agents/${id}/downlines`, {
        query: { page: pageParam, size: BRANCH_SIZE },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (all.length * BRANCH_SIZE < last.total ? all.length : undefined),
  });
