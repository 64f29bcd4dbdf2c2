import { referralOps } from '@portal/contracts/referral';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const REFERRALS_PAGE_SIZE = 10;

export const referralInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['referral', 'info', token],
    queryFn: () => call(referralOps.info),
    enabled: Boolean(token),
  });

export const referralListQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['referral', 'list', token, pageNo],
    queryFn: () => call(referralOps.list, { query: { pageNo, pageSize: REFERRALS_PAGE_SIZE } }),
    enabled: Boolean(token),
  });
