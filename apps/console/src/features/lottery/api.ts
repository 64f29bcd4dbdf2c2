import type {
  TLotteryTerms,
  TLotteryTermsChange,
  TVnAwaitingDraw,
  TVnResultBody,
} from '@portal/contracts/console-lottery';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

const DRAWS = '/console/lottery/vn/draws';

export const awaitingQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'awaiting'],
    queryFn: () => api<TVnAwaitingDraw[]>('GET', DRAWS),
    refetchInterval: 15_000,
  });

export const termsQuery = (code: string) =>
  queryOptions({
    queryKey: ['lottery', 'terms', code],
    queryFn: () => api<TLotteryTerms[]>('GET', `/console/brands/${encodeURIComponent(code)}/lottery`),
    enabled: code !== '',
  });

export function useEnterResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ drawId, body }: { drawId: number; body: TVnResultBody }) =>
      api<{ drawId: number; outcome: 'first' | 'confirmed' | 'mismatch'; round: number }>(
        'POST',
        `${DRAWS}/${drawId}/result`,
        { body },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery', 'awaiting'] }),
  });
}

export function useCancelDraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ drawId, reason }: { drawId: number; reason: string }) =>
      api('POST', `${DRAWS}/${drawId}/cancel`, { body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery', 'awaiting'] }),
  });
}

export function useSetTerms(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ gameCode, change }: { gameCode: string; change: TLotteryTermsChange }) =>
      api<TLotteryTerms>('PUT', `/console/brands/${encodeURIComponent(code)}/lottery/${encodeURIComponent(gameCode)}`, {
        body: change,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery', 'terms', code] }),
  });
}
