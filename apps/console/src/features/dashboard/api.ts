import { reportOps } from '@portal/contracts/console-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** A period's figures of one brand (its code), on its clock. */
export const dashboardQuery = (period: { from: string; to: string }, merchant: string) =>
  queryOptions({
    queryKey: ['dashboard', period, merchant],
    queryFn: () => call(reportOps.dashboard, { query: { ...period, merchant } }),
    enabled: Boolean(merchant),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
