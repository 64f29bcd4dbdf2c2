import {
  contractOps,
  type TContract,
  type TContractAction,
  type TContractKind,
  type TContractList,
  type TContractPayouts,
} from '@portal/contracts/agent-contracts';
import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { OpValue } from '@portal/contracts/op';
import type { systemOps } from '@portal/contracts/system';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/op.ts';

// Contracts are held by agents (agent centre) and by players (member centre's contract requests): both use these.

export type TSwitches = OpValue<typeof systemOps.consolidated>;

/** The brand's contract switches (spec: consolidated settings) decide which kinds run. */
export const consolidatedQuery = () =>
  queryOptions({
    queryKey: ['system', 'consolidated'],
    queryFn: () => call<typeof systemOps.consolidated>(FIRST_LOAD.consolidatedSettings),
    staleTime: 5 * 60_000,
  });

/** The consolidated switch of each contract kind. */
export const SWITCH_OF: Record<TContractKind, keyof TSwitches> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};

/** The kind's relay; its answer's shape follows the action (list, payouts or the contract), which the caller names. */
const relay = <T>(kind: TContractKind, body: TContractAction) => call(contractOps[kind], { body }) as Promise<T>;

/** The member's own contract of the kind and those it offered; states change on the other side, so always fresh. */
export const contractListQuery = (kind: TContractKind) =>
  queryOptions({
    queryKey: ['contracts', kind, 'list'],
    queryFn: () => relay<TContractList>(kind, { action: 'list' }),
    refetchOnMount: 'always',
  });

export const contractPayoutsQuery = (
  kind: TContractKind,
  q: { contractId?: number; pageNo: number; pageSize: number },
) =>
  queryOptions({
    queryKey: ['contracts', kind, 'payouts', q],
    queryFn: () => relay<TContractPayouts>(kind, { action: 'payouts', ...q }),
  });

/** Offer, accept, reject, terminate, answer a termination, withdraw: every answer is the contract as it now is. */
export function useContractMutation(kind: TContractKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Exclude<TContractAction, { action: 'list' | 'payouts' }>) => relay<TContract>(kind, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['contracts', kind] });
      // Team management shows each downline's contract state.
      void qc.invalidateQueries({ queryKey: ['agent', 'downlines'] });
    },
  });
}
