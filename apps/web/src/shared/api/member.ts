import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { sessionOps, TMemberInfo } from '@portal/contracts/session';
import type { TBalanceValue, walletOps } from '@portal/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/store.ts';
import { call } from './op.ts';
import { useMod } from './system.ts';

/** Member info and balance: read by the header and several areas, so they live in shared. */
export type MemberInfo = TMemberInfo;

/** Keyed by language too: the club label is named in the portal's language. */
export const memberInfoQuery = (token: string | null, language?: string) =>
  queryOptions({
    queryKey: ['member', 'info', token, language],
    queryFn: () => call<typeof sessionOps.memberInfo>(FIRST_LOAD.memberInfo),
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
    queryFn: () => call<typeof walletOps.balance>(FIRST_LOAD.balance),
    enabled: Boolean(token),
    staleTime: 15_000,
  });
export const useBalance = () => useQuery(balanceQuery(useSession((s) => s.token)));

/**
 * The avatar is fetched as a blob with the token (an <img> cannot send it) and shown from an object URL; only where
 * the brand shows profile pictures (PROFPIC3), else the menu shows the initial.
 */
export const useAvatar = () => {
  const token = useSession((s) => s.token);
  const pictures = useMod('PROFPIC3');
  return useQuery({
    queryKey: ['member', 'avatar', token],
    queryFn: async () => {
      const res = await fetch('/wps/member/info/icon', { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error('avatar');
      return URL.createObjectURL(await res.blob());
    },
    enabled: Boolean(token) && pictures,
    staleTime: Number.POSITIVE_INFINITY,
  });
};
