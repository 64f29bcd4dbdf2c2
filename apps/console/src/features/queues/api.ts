import { queueOps } from '@portal/contracts/console';
import type { OpQuery } from '@portal/contracts/op';
import { paymentConsoleOps } from '@portal/contracts/payments';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** A list's paging, sorting and filters; the table's sortable column ids are the query's sort keys. */
type ListParams<Q> = Omit<Q, 'sort' | 'dir'> & { sort?: string; dir?: string };
type DepositsQuery = OpQuery<typeof queueOps.deposits>;
type WithdrawalsQuery = OpQuery<typeof queueOps.withdrawals>;

/** The queues refresh by themselves while open, so that two operators see each other's decisions. */
export const QUEUE_REFRESH_MS = 12_000;

export const depositsQuery = (params: ListParams<DepositsQuery>) =>
  queryOptions({
    queryKey: ['deposits', params],
    queryFn: () => call(queueOps.deposits, { query: params as DepositsQuery }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const withdrawalsQuery = (params: ListParams<WithdrawalsQuery>) =>
  queryOptions({
    queryKey: ['withdrawals', params],
    queryFn: () => call(queueOps.withdrawals, { query: params as WithdrawalsQuery }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });

/**
 * A decision goes through the wallet's own operator call (it moves the money and audits it); the reason the
 * operator typed is then recorded beside it for the queue and the audit log.
 */
export async function decideDeposit(ref: string, approve: boolean, reason?: string) {
  await call(paymentConsoleOps.decideDeposit, { params: { ref }, body: { approve } });
  if (reason) await call(queueOps.depositReason, { params: { ref }, body: { reason } });
}

export async function decideWithdrawal(id: number, approve: boolean, reason?: string) {
  await call(paymentConsoleOps.decideWithdrawal, { params: { id }, body: { approve } });
  if (reason) await call(queueOps.withdrawalReason, { params: { id }, body: { reason } });
}

export async function refundWithdrawal(id: number, reason: string) {
  await call(paymentConsoleOps.refundWithdrawal, { params: { id } });
  await call(queueOps.withdrawalReason, { params: { id }, body: { reason } });
}

export const afterDecision = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['deposits'] }),
    client.invalidateQueries({ queryKey: ['withdrawals'] }),
    client.invalidateQueries({ queryKey: ['pending'] }),
    client.invalidateQueries({ queryKey: ['member'] }),
  ]);
