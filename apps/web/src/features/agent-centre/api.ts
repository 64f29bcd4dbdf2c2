import { AGENT_PATHS, type TDownlineList, type TTeamOverview } from '@portal/contracts/agent';
import type { ZConsolidatedValue } from '@portal/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

/** The agent centre's calls. Figures change as the team plays, so they are fetched on every open. */
export const teamOverviewQuery = () =>
  queryOptions({
    queryKey: ['agent', 'overview'],
    queryFn: () => api<TTeamOverview>('GET', AGENT_PATHS.teamOverview),
    refetchOnMount: 'always',
  });

export const downlinesQuery = (q: { page: number; pageSize: number; username: string }) =>
  queryOptions({
    queryKey: ['agent', 'downlines', q],
    queryFn: () =>
      api<TDownlineList>('GET', AGENT_PATHS.downlineList, {
        query: { page: q.page, pageSize: q.pageSize, ...(q.username ? { username: q.username } : {}) },
      }),
  });

/** The brand's contract switches (spec: consolidated settings) decide the dividend and salary entries. */
export const consolidatedQuery = () =>
  queryOptions({
    queryKey: ['system', 'consolidated'],
    queryFn: () => api<z.infer<typeof ZConsolidatedValue>>('GET', '/wps/system/settings/consolidated'),
    staleTime: 5 * 60_000,
  });
