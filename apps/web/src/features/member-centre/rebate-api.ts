import type {
  REBATE_PATHS as Paths,
  TRebateAccrued,
  TRebateClaim,
  TRebateClaimList,
  TRebateSettings,
} from '@portal/contracts/rebate';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

// The contract's paths, copied so the screen's chunk does not bring zod in; typed by the contract's `typeof`.
export const REBATE_PATHS: typeof Paths = {
  settings: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  accrued: '/wps/relay/MCSFE_getRebateAccrued',
  claim: '/wps/relay/MCSFE_claimRebate',
  claims: '/wps/relay/MCSFE_getRebateClaimList',
};
export const REBATE_CLAIMS_PAGE_SIZE = 10;

export const rebateSettingsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['rebate', 'settings', token, language],
    queryFn: () => api<TRebateSettings>('GET', REBATE_PATHS.settings),
    enabled: Boolean(token),
  });

/** What bets have earned moves with every bet: read fresh each time the screen opens. */
export const rebateAccruedQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['rebate', 'accrued', token],
    queryFn: () => api<TRebateAccrued>('GET', REBATE_PATHS.accrued),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });

export const rebateClaimsQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['rebate', 'claims', token, pageNo],
    queryFn: () =>
      api<TRebateClaimList>('GET', REBATE_PATHS.claims, { query: { pageNo, pageSize: REBATE_CLAIMS_PAGE_SIZE } }),
    enabled: Boolean(token),
  });

/** A claim credits the main wallet: the rebate reads and the balance refresh. */
export function useClaimRebate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<TRebateClaim>('POST', REBATE_PATHS.claim, { body: {} }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['rebate'] });
      void qc.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
