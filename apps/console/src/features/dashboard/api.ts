import type { TDashboard } from '@portal/contracts/console';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export const dashboardQuery = (period: { from: string; to: string; tz: string }) =>
  queryOptions({
    queryKey: ['dashboard', period],
    queryFn: () => api<TDashboard>('GET', '/console/dashboard', { query: period }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
