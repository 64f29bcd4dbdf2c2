import type {
  TConversionTable,
  TConvertBody,
  TMallItem,
  TPointBalance,
  TPointConfig,
  TRedeemBody,
  TRedeemValue,
  TRedemptionPage,
} from '@portal/contracts/points';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { seal } from '../../shared/api/crypto.ts';
import { balanceQuery } from '../../shared/api/member.ts';
import { useSession } from '../../shared/session/store.ts';

/** The points system's reads, keyed by session and language; redeem and convert refresh them and the cash balance. */
export const pointsKeys = { all: ['points'] as const };

const read = <T>(path: string, token: string | null, language: string, query?: Record<string, number>) =>
  queryOptions({
    queryKey: ['points', path, token, language, query] as const,
    queryFn: () => api<T>('GET', `/wps/relay/${path}`, query ? { query } : {}),
    enabled: Boolean(token),
  });

export const balanceOf = (token: string | null, language: string) =>
  read<TPointBalance>('MCSFE_getPointBalance', token, language);
export const itemsOf = (token: string | null, language: string) =>
  read<{ list: TMallItem[] }>('MCSFE_getPointReward', token, language);
export const configOf = (token: string | null, language: string) =>
  read<TPointConfig>('MCSFE_getPointConfig', token, language);
export const ratesOf = (token: string | null, language: string) =>
  read<TConversionTable>('MCSFE_getPointRewardConversionType', token, language);
export const historyOf = (token: string | null, language: string, pageNo: number) =>
  read<TRedemptionPage>('MCSFE_getRedeemPointList', token, language, { pageNo, pageSize: 10 });

/** A redeem or convert: sealed (RSA-OAEP + AES-GCM) with the payment password inside; a retry reuses its request id. */
export function useSpend<B extends TRedeemBody | TConvertBody>(path: string) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: async (body: B) =>
      api<TRedeemValue>('POST', `/wps/relay/passwordCheck/${path}`, { body: await seal(body) }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: pointsKeys.all });
      void qc.invalidateQueries({ queryKey: balanceQuery(token).queryKey });
    },
  });
}

export const newRequestId = () => crypto.randomUUID();
