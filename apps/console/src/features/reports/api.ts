import { reportOps } from '@portal/contracts/console-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiDownload } from '../../shared/api/client.ts';
import { call } from '../../shared/api/op.ts';

/** Inclusive days on the brand's clock (the server names its time zone in the answer). */
export type Period = { from: string; to: string };

export const reportQuery = (period: Period) =>
  queryOptions({
    queryKey: ['reports', period],
    queryFn: () => call(reportOps.report, { query: period }),
    placeholderData: keepPreviousData,
  });

export const downloadCsv = (report: 'pnl' | 'payments' | 'players', period: Period) =>
  apiDownload('/console/reports/csv', { ...period, report }, `${report}-${period.from}-${period.to}.csv`);
