import type { TReport } from '@portal/contracts/console-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiDownload } from '../../shared/api/client.ts';

export type Period = { from: string; to: string; tz: string };

export const reportQuery = (period: Period) =>
  queryOptions({
    queryKey: ['reports', period],
    queryFn: () => api<TReport>('GET', '/console/reports', { query: period }),
    placeholderData: keepPreviousData,
  });

export const downloadCsv = (report: 'pnl' | 'payments' | 'players', period: Period) =>
  apiDownload('/console/reports/csv', { ...period, report }, `${report}-${period.from}-${period.to}.csv`);
