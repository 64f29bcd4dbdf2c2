import type { REFERRAL_PATHS as Paths, TReferralInfo, TReferralList } from '@portal/contracts/referral';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

// The contract's paths, copied so the screen's chunk does not bring zod in; typed by the contract's `typeof`.
export const REFERRAL_PATHS: typeof Paths = {
  info: '/wps/relay/MCSFE_getReferralInfo',
  list: '/wps/relay/MCSFE_getReferralList',
};
export const REFERRALS_PAGE_SIZE = 10;

export const referralInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['referral', 'info', token],
    queryFn: () => api<TReferralInfo>('GET', REFERRAL_PATHS.info),
    enabled: Boolean(token),
  });

export const referralListQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['referral', 'list', token, pageNo],
    queryFn: () => api<TReferralList>('GET', REFERRAL_PATHS.list, { query: { pageNo, pageSize: REFERRALS_PAGE_SIZE } }),
    enabled: Boolean(token),
  });
