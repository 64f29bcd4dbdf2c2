import type { TBalanceValue } from '@portal/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Member, useSession } from '../session/store.ts';
import { api } from './client.ts';

/** Member info and balance: read by the header and several areas, so they live in shared. */
export interface MemberInfo extends Member {
  id: number;
  type: number;
  clubLabel?: { labelName: string; color: string; color2: string; rankLevel: number } | null;
  /** The session was opened with the default or an expired password; the server holds it until the change. */
  passwordChangeRequired?: boolean;
}

/** Keyed by language too: the club label is named in the portal's language. */
export const memberInfoQuery = (token: string | null, language?: string) =>
  queryOptions({
    queryKey: ['member', 'info', token, language],
    queryFn: () => api<MemberInfo>('GET', '/wps/member/info'),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
export const useMemberInfo = () =>
  useQuery(
    memberInfoQuery(
      useSession((s) => s.token),
      useSession((s) => s.language),
    ),
  );

/** The wallet's answer, as the contract defines it. */
export type BalanceValue = TBalanceValue;
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: () => api<BalanceValue>('GET', '/wps/v2/wallets/balance'),
    enabled: Boolean(token),
    staleTime: 15_000,
  });
export const useBalance = () => useQuery(balanceQuery(useSession((s) => s.token)));

/** The avatar is fetched as a blob with the token (an <img> cannot send it) and shown from an object URL. */
export const useAvatar = () => {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['member', 'avatar', token],
    queryFn: async () => {
      const res = await fetch('/wps/member/info/icon', { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('avatar');
      return URL.createObjectURL(await res.blob());
    },
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
};
