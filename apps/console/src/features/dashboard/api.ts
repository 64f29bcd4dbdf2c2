import { reportOps } from '@portal/contracts/console-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const dashboardQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['dashboard', period],
    queryFn: () => call(reportOps.dashboard, { query: period }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
