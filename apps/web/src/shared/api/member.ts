import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Member, useSession } from '../session/store.ts';
import { api } from './client.ts';

/** Member info and balance: read by the header and several areas, so they live in shared. */
export interface MemberInfo extends Member {
  id: number;
  type: number;
  clubLabel?: { labelName: string; color: string; color2: string; rankLevel: number } | null;
}

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => api<MemberInfo>('GET', '/wps/member/info'),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
export const useMemberInfo = () => useQuery(memberInfoQuery(useSession((s) => s.token)));

export interface BalanceValue {
  sumBalance: string;
  main: string;
  vendors: Array<{ vassalage: string; balance: string }>;
}
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: () => api<BalanceValue>('GET', '/wps/v2/wallets/balance'),
    enabled: Boolean(token),
    staleTime: 15_000,
  });
export const useBalance = () => useQuery(balanceQuery(useSession((s) => s.token)));
