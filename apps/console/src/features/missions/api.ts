import type { TConsoleMissions, TCreateMission } from '@portal/contracts/missions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/** A brand's missions with the brand's languages. */
export const missionsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: ['missions', merchantCode],
    queryFn: async () => {
      const { rows, languages } = await api<TConsoleMissions>('GET', '/missions', { query: { merchantCode } });
      return { rows, total: rows.length, languages: languages ?? [] };
    },
    enabled: merchantCode !== '',
  });

export function useCreateMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMission) => api<{ id: number }>('POST', '/missions', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['missions'] }),
  });
}

export function useSwitchMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api<null>('PATCH', `/missions/${id}`, { body: { active } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['missions'] }),
  });
}
