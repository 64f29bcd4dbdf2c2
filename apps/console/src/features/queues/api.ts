import type { TDepositQueueRow, TPage, TWithdrawalQueueRow } from '@portal/contracts/console';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../shared/api/client.ts';

/** The queues refresh by themselves while open, so that two operators see each other's decisions. */
export const QUEUE_REFRESH_MS = 12_000;

export const depositsQuery = (params: Query) =>
  queryOptions({
    queryKey: ['deposits', params],
    queryFn: () => api<TPage<TDepositQueueRow>>('GET', '/console/deposits', { query: params }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const withdrawalsQuery = (params: Query) =>
  queryOptions({
    queryKey: ['withdrawals', params],
    queryFn: () => api<TPage<TWithdrawalQueueRow>>('GET', '/console/withdrawals', { query: params }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });

/**
 * A decision goes through the wallet's own operator call (it moves the money and audits it); the reason the
 * operator typed is then recorded beside it for the queue and the audit log.
 */
export async function decideDeposit(ref: string, approve: boolean, reason?: string) {
  await api('POST', `/deposits/${encodeURIComponent(ref)}/decision`, {
    body: { approve, ...(reason ? { reason } : {}) },
  });
  if (reason) await api('POST', `/console/deposits/${encodeURIComponent(ref)}/reason`, { body: { reason } });
}

export async function decideWithdrawal(id: number, approve: boolean, reason?: string) {
  await api('POST', `/withdrawals/${id}/decision`, { body: { approve, ...(reason ? { reason } : {}) } });
  if (reason) await api('POST', `/console/withdrawals/${id}/reason`, { body: { reason } });
}

export async function refundWithdrawal(id: number, reason: string) {
  await api('POST', `/withdrawals/${id}/refund`, { body: { reason } });
  await api('POST', `/console/withdrawals/${id}/reason`, { body: { reason } });
}

export const afterDecision = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['deposits'] }),
    client.invalidateQueries({ queryKey: ['withdrawals'] }),
    client.invalidateQueries({ queryKey: ['pending'] }),
    client.invalidateQueries({ queryKey: ['member'] }),
  ]);
