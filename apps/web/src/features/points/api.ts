import { pointsOps, type TConvertBody, type TRedeemBody } from '@portal/contracts/points';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { seal } from '../../shared/api/crypto.ts';
import { balanceQuery } from '../../shared/api/member.ts';
import { call } from '../../shared/api/op.ts';
import { useSession } from '../../shared/session/store.ts';

/** The points system's reads, keyed by session and language; redeem and convert refresh them and the cash balance. */
export const pointsKeys = { all: ['points'] as const };

const reads = pointsOps.MCSFE;
const keyOf = (path: string, token: string | null, language: string, query?: Record<string, number>) =>
  ['points', path.replace('/wps/relay/', ''), token, language, query] as const;

export const balanceOf = (token: string | null, language: string) =>
  queryOptions({
    queryKey: keyOf(reads.balance.path, token, language, undefined),
    queryFn: () => call(reads.balance),
    enabled: Boolean(token),
  });
export const itemsOf = (token: string | null, language: string) =>
  queryOptions({
    queryKey: keyOf(reads.items.path, token, language, undefined),
    queryFn: () => call(reads.items),
    enabled: Boolean(token),
  });
export const configOf = (token: string | null, language: string) =>
  queryOptions({
    queryKey: keyOf(reads.config.path, token, language, undefined),
    queryFn: () => call(reads.config),
    enabled: Boolean(token),
  });
export const ratesOf = (token: string | null, language: string) =>
  queryOptions({
    queryKey: keyOf(reads.rates.path, token, language, undefined),
    queryFn: () => call(reads.rates),
    enabled: Boolean(token),
  });
export const historyOf = (token: string | null, language: string, pageNo: number) =>
  queryOptions({
    queryKey: keyOf(reads.history.path, token, language, { pageNo, pageSize: 10 }),
    queryFn: () => call(reads.history, { query: { pageNo, pageSize: 10 } }),
    enabled: Boolean(token),
  });

/** Which sealed call a spend is: a mall item's redeem or a points-to-cash conversion. */
const SPEND = { MCSFE_redeemPointReward: pointsOps.redeem, MCSFE_convertPoint: pointsOps.convert };

/** A redeem or convert: sealed (RSA-OAEP + AES-GCM) with the payment password inside; a retry reuses its request id. */
export function useSpend<K extends keyof typeof SPEND>(kind: K) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: async (body: K extends 'MCSFE_redeemPointReward' ? TRedeemBody : TConvertBody) =>
      call<(typeof SPEND)[keyof typeof SPEND]>(SPEND[kind], { body: await seal(body) }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: pointsKeys.all });
      void qc.invalidateQueries({ queryKey: balanceQuery(token).queryKey });
    },
  });
}

export const newRequestId = () => crypto.randomUUID();
