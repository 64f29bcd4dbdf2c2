import type { TContract, TContractKind } from '@portal/contracts/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { confirm } from '../ui/dialogs.tsx';
import { notify } from '../ui/toast.tsx';
import { useContractMutation } from './api.ts';

export type ContractActionName =
  | 'accept'
  | 'reject'
  | 'terminate'
  | 'acceptTermination'
  | 'rejectTermination'
  | 'withdraw';
/** The side of the contract the viewer is on: it received it (downline) or offered it (upline). */
export type Side = 'downline' | 'upline';

// These end or refuse something and cannot be undone: each asks first.
const DESTRUCTIVE: ReadonlySet<ContractActionName> = new Set(['reject', 'terminate', 'acceptTermination', 'withdraw']);

/** What the viewer may do with a contract now, by its state and who asked for its end. */
export function actionsFor(c: TContract, side: Side): ContractActionName[] {
  if (c.status === 'in_process') return side === 'downline' ? ['accept', 'reject'] : ['withdraw'];
  // A house contract (no upline) ends only by the operator.
  if (c.status !== 'approved' || c.upline === null) return [];
  if (!c.terminationRequestedBy) return ['terminate'];
  return c.terminationRequestedBy === (side === 'downline' ? c.downline : c.upline)
    ? []
    : ['acceptTermination', 'rejectTermination'];
}

/** Runs a contract action: asks first when it is destructive, toasts success, keeps the translated error by contract. */
export function useContractActions(kind: TContractKind) {
  const { t } = useTranslation();
  const mutation = useContractMutation(kind);
  const [failure, setFailure] = useState<{ id: number; text: string } | null>(null);
  const run = async (action: ContractActionName, c: TContract, other: string) => {
    setFailure(null);
    if (DESTRUCTIVE.has(action)) {
      const ok = await confirm(t(`contract.confirm.${action}`, { kind: t(`contract.kind.${kind}`), username: other }), {
        title: t(`contract.action.${action}`),
        confirmLabel: t(`contract.action.${action}`),
        cancelLabel: t('contract.cancel'),
      });
      if (!ok) return;
    }
    try {
      await mutation.mutateAsync({ action, contractId: c.id });
      void notify({ kind: 'success', title: t(`contract.done.${action}`) });
    } catch (err) {
      setFailure({ id: c.id, text: errorText(t, err) });
    }
  };
  const sent = mutation.isPending ? mutation.variables : undefined;
  return { run, busyId: sent && 'contractId' in sent ? sent.contractId : undefined, failure };
}
