import type { TContract } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { actionsFor, type ContractActionName, type Side } from './actions.ts';

type Actions = {
  run(action: ContractActionName, c: TContract, other: string): Promise<void>;
  busyId: number | undefined;
  failure: { id: number; text: string } | null;
};

const VARIANT: Record<ContractActionName, 'primary' | 'secondary' | 'danger'> = {
  accept: 'primary',
  reject: 'danger',
  terminate: 'danger',
  acceptTermination: 'danger',
  rejectTermination: 'secondary',
  withdraw: 'secondary',
};

/**
 * The buttons of one contract for the side viewing it, the "waiting for the other side" note after asking to end it,
 * and the translated error of its last failed action.
 */
export function ContractActions({ contract: c, side, actions }: { contract: TContract; side: Side; actions: Actions }) {
  const { t } = useTranslation();
  const other = (side === 'downline' ? c.upline : c.downline) ?? t('contract.house');
  const names = actionsFor(c, side);
  const waiting = c.status === 'approved' && c.terminationRequestedBy !== null && names.length === 0;
  const busy = actions.busyId === c.id;
  return (
    <div className="ct-actions">
      {c.status === 'approved' && c.terminationRequestedBy && names.length > 0 && (
        <p className="ct-note">{t('contract.askedToEnd', { username: other })}</p>
      )}
      {waiting && <p className="ct-note">{t('contract.waitingOther', { username: other })}</p>}
      {names.length > 0 && (
        <div className="mc-actions">
          {names.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={VARIANT[a]}
              disabled={actions.busyId !== undefined && !busy}
              loading={busy}
              aria-label={t('contract.actionOn', { action: t(`contract.action.${a}`), username: other })}
              onClick={() => void actions.run(a, c, other)}
            >
              {t(`contract.action.${a}`)}
            </Button>
          ))}
        </div>
      )}
      {actions.failure?.id === c.id && (
        <p className="ct-error" role="alert">
          {actions.failure.text}
        </p>
      )}
    </div>
  );
}
