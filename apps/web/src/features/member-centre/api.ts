import type { OpQuery } from '@portal/contracts/op';
import { paymentOps } from '@portal/contracts/payments';
import { vipOps } from '@portal/contracts/vip';
import { walletOps } from '@portal/contracts/wallet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** The member centre's calls: one read factory each; mutations refresh what they change. */
export const channelsQuery = () =>
  queryOptions({ queryKey: ['wallet', 'channels'], queryFn: () => call(paymentOps.channels) });

export const depositRecordsQuery = () =>
  queryOptions({ queryKey: ['wallet', 'deposits'], queryFn: () => call(paymentOps.deposits) });

export const securityQuery = () =>
  queryOptions({ queryKey: ['member', 'security'], queryFn: () => call(paymentOps.security) });

export const limitsQuery = () =>
  queryOptions({ queryKey: ['wallet', 'withdraw-limits'], queryFn: () => call(paymentOps.withdrawLimits) });

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdrawals'],
    queryFn: () => call(paymentOps.withdrawals),
    refetchOnMount: 'always',
  });

/** Where the member stands in the VIP club, with the levels named in the portal's language. */
export const rankQuery = (language: string) =>
  queryOptions({ queryKey: ['member', 'rank', language], queryFn: () => call(vipOps.rankProgress) });

export const historyQuery = (q: Omit<OpQuery<typeof walletOps.transactions>, 'pageSize'>) =>
  queryOptions({
    queryKey: ['wallet', 'history', q],
    queryFn: () => call(walletOps.transactions, { query: { ...q, pageSize: 20 } }),
  });

export function useWalletMutation<T, R = unknown>(fn: (body: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['wallet'] });
      void qc.invalidateQueries({ queryKey: ['member', 'security'] });
    },
  });
}

export const useChannels = () => useQuery(channelsQuery());

/** Reads chosen images as data URLs after checking type (png, jpg), size (5 MB) and count (3) — spec section 5. */
export async function readProofs(
  files: FileList | File[],
): Promise<{ urls: string[]; error?: 'type' | 'size' | 'count' }> {
  const list = [...files];
  if (list.length > 3) return { urls: [], error: 'count' };
  for (const f of list) {
    if (!['image/png', 'image/jpeg'].includes(f.type)) return { urls: [], error: 'type' };
    if (f.size > 5 * 1024 * 1024) return { urls: [], error: 'size' };
  }
  const urls = await Promise.all(
    list.map(
      (f) =>
        new Promise<string>((resolve, reject) => {
          const r = new FileReader();
          r.onload = () => resolve(String(r.result));
          r.onerror = () => reject(r.error);
          r.readAsDataURL(f);
        }),
    ),
  );
  return { urls };
}
