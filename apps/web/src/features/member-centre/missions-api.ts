import type { TClaimValue, TLeaderboard, TMissionSummary } from '@portal/contracts/missions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { balanceQuery } from '../../shared/api/member.ts';
import { useMod } from '../../shared/api/system.ts';
import { useSession } from '../../shared/session/store.ts';

export const missionKeys = { all: ['missions'] as const };

export const summaryQuery = (token: string | null, language: string, enabled = true) =>
  queryOptions({
    queryKey: ['missions', 'summary', token, language] as const,
    queryFn: () => api<TMissionSummary>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails'),
    enabled: Boolean(token) && enabled,
    refetchInterval: 60_000,
  });

export const leaderboardQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['missions', 'leaderboard', token] as const,
    queryFn: () => api<TLeaderboard>('GET', '/wps/relay/MCSFE_getMissionLeaderboard', { query: { size: 20 } }),
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
    mutationFn: (missionId: number) =>
      api<TClaimValue>('POST', '/wps/relay/MCSFE_claimMissionReward', { body: { missionId } }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: missionKeys.all });
      void qc.invalidateQueries({ queryKey: ['points'] });
      void qc.invalidateQueries({ queryKey: balanceQuery(token).queryKey });
    },
  });
}
