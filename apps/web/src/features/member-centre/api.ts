import type { TChannel, TWithdrawal } from '@portal/contracts/payments';
import type { TTransaction } from '@portal/contracts/wallet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/** The member centre's calls: one read factory each; mutations refresh what they change. */
export const channelsQuery = () =>
  queryOptions({ queryKey: ['wallet', 'channels'], queryFn: () => api<TChannel[]>('GET', '/wps/v2/deposit/channels') });

export const depositRecordsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'deposits'],
    queryFn: () =>
      api<Array<{ id: number; ref: string; channel: string; amount: string; status: string; createdAt: string }>>(
        'GET',
        '/wps/v2/deposit/records',
      ),
  });

export interface SecurityValue {
  hasPaymentPassword: boolean;
  boundAccounts: Array<{
    id: number;
    kind: 'bank' | 'ewallet';
    provider: string;
    accountName: string;
    accountNo: string;
  }>;
}
export const securityQuery = () =>
  queryOptions({
    queryKey: ['member', 'security'],
    queryFn: () => api<SecurityValue>('GET', '/wps/v2/member/securityConfig'),
  });

export const limitsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdraw-limits'],
    queryFn: () =>
      api<{ min: string; max: string; dailyCount: number; autoReceiptMinutes: number }>(
        'GET',
        '/wps/v2/withdraw/limits',
      ),
  });

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdrawals'],
    queryFn: () => api<TWithdrawal[]>('GET', '/wps/relay/MCSFE_getPaymentConfirmationList'),
    refetchOnMount: 'always',
  });

export const historyQuery = (q: { type: string; startDate?: string; endDate?: string; pageNo: number }) =>
  queryOptions({
    queryKey: ['wallet', 'history', q],
    queryFn: () =>
      api<{ list: TTransaction[]; totalPages: number; total: number }>('GET', '/wps/relay/ODSFE2_MemTransDet', {
        query: { ...q, pageSize: 20 },
      }),
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
