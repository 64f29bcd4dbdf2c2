import { lotteryConsoleOps, type TLotteryTermsChange, type TVnResultBody } from '@portal/contracts/console-lottery';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const awaitingQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'awaiting'],
    queryFn: () => call(lotteryConsoleOps.awaiting),
    refetchInterval: 15_000,
  });

export const termsQuery = (code: string) =>
  queryOptions({
    queryKey: ['lottery', 'terms', code],
    queryFn: () => call(lotteryConsoleOps.terms, { params: { code } }),
    enabled: code !== '',
  });

export function useEnterResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ drawId, body }: { drawId: number; body: TVnResultBody }) =>
      call(lotteryConsoleOps.enterResult, { params: { id: drawId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery', 'awaiting'] }),
  });
}

export function useCancelDraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ drawId, reason }: { drawId: number; reason: string }) =>
      call(lotteryConsoleOps.cancel, { params: { id: drawId }, body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery', 'awaiting'] }),
  });
}

export function useSetTerms(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ gameCode, change }: { gameCode: string; change: TLotteryTermsChange }) =>
      call(lotteryConsoleOps.setTerms, { params: { code, gameCode }, body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery', 'terms', code] }),
  });
}
