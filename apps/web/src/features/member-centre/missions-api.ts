import { missionOps } from '@portal/contracts/missions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { balanceQuery } from '../../shared/api/member.ts';
import { call } from '../../shared/api/op.ts';
import { useMod } from '../../shared/api/system.ts';
import { useSession } from '../../shared/session/store.ts';

export const missionKeys = { all: ['missions'] as const };

export const summaryQuery = (token: string | null, language: string, enabled = true) =>
  queryOptions({
    queryKey: ['missions', 'summary', token, language] as const,
    queryFn: () => call(missionOps.summary),
    enabled: Boolean(token) && enabled,
    refetchInterval: 60_000,
  });

export const leaderboardQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['missions', 'leaderboard', token] as const,
    queryFn: () => call(missionOps.leaderboard, { query: { size: 20 } }),
    enabled: Boolean(token),
  });

/** The menu badge: missions not yet claimed in their current period (0 when the brand has missions off). */
export function useOpenMissions(): number {
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const { data } = useQuery(summaryQuery(token, language, useMod('MISSION3')));
  return data?.open ?? 0;
}

export function useClaim() {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (missionId: number) => call(missionOps.claim, { body: { missionId } }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: missionKeys.all });
      void qc.invalidateQueries({ queryKey: ['points'] });
      void qc.invalidateQueries({ queryKey: balanceQuery(token).queryKey });
    },
  });
}
