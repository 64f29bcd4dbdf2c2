import { bonusHoldOps as ops } from '@portal/contracts/bonus-holds';
import type { TBonusRules } from '@portal/contracts/merchant-config';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** Every bonus-hold query sits under this key, so a review refreshes both tabs. */
const KEY = ['bonus-holds'] as const;

export const bonusHoldsQuery = (code: string, params: { state: 'held' | 'reviewed'; page: number; size: number }) =>
  queryOptions({
    queryKey: [...KEY, code, params],
    queryFn: () => call(ops.list, { params: { code }, query: { ...params } }),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });

/** Releases (pays with its turnover) or cancels (pays nothing) a held bonus, with the operator's note. */
export function useReviewHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'release' | 'cancel'; note: string }) =>
      call(decision === 'release' ? ops.release : ops.cancel, { params: { id }, body: { note } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const bonusRulesQuery = (code: string) =>
  queryOptions({
    queryKey: [...KEY, code, 'rules'],
    queryFn: () => call(ops.rules, { params: { code } }),
    enabled: code !== '',
  });

/** Saves a brand's bonus abuse rules; the answer is the rules as stored. */
export function useSaveBonusRules(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBonusRules) => call(ops.setRules, { params: { code }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...KEY, code, 'rules'] }),
  });
}
