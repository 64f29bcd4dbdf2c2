import { reportOps } from '@portal/contracts/console-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiDownload } from '../../shared/api/client.ts';
import { call } from '../../shared/api/op.ts';

/** Inclusive days on the brand's clock (the server names its time zone in the answer). */
export type Period = { from: string; to: string };

/** A period's reports of one brand (its code), on its clock. */
export const reportQuery = (period: Period, merchant: string) =>
  queryOptions({
    queryKey: ['reports', period, merchant],
    queryFn: () => call(reportOps.report, { query: { ...period, merchant } }),
    enabled: Boolean(merchant),
    placeholderData: keepPreviousData,
  });

export const downloadCsv = (report: 'pnl' | 'payments' | 'players', period: Period, merchant: string) =>
  apiDownload(
    '/console/reports/csv',
    { ...period, report, merchant },
    `${report}-${merchant}-${period.from}-${period.to}.csv`,
  );
