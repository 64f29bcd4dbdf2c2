import { rebateOps } from '@portal/contracts/rebate';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const REBATE_CLAIMS_PAGE_SIZE = 10;

export const rebateSettingsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['rebate', 'settings', token, language],
    queryFn: () => call(rebateOps.settings),
    enabled: Boolean(token),
  });

/** What bets have earned moves with every bet: read fresh each time the screen opens. */
export const rebateAccruedQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['rebate', 'accrued', token],
    queryFn: () => call(rebateOps.accrued),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });

export const rebateClaimsQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['rebate', 'claims', token, pageNo],
    queryFn: () => call(rebateOps.claims, { query: { pageNo, pageSize: REBATE_CLAIMS_PAGE_SIZE } }),
    enabled: Boolean(token),
  });

/** A claim credits the main wallet: the rebate reads and the balance refresh. */
export function useClaimRebate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(rebateOps.claim, { body: {} }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['rebate'] });
      void qc.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
