import { missionConsoleOps, type TCreateMission } from '@portal/contracts/missions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** A brand's missions with the brand's languages. */
export const missionsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: ['missions', merchantCode],
    queryFn: async () => {
      const { rows, languages } = await call(missionConsoleOps.list, { query: { merchantCode } });
      return { rows, total: rows.length, languages: languages ?? [] };
    },
    enabled: merchantCode !== '',
  });

export function useCreateMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMission) => call(missionConsoleOps.create, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['missions'] }),
  });
}

export function useSwitchMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(missionConsoleOps.setActive, { params: { id }, body: { active } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['missions'] }),
  });
}
