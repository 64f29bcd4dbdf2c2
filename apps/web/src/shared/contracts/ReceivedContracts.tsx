import type { TContract, TContractKind } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../time.ts';
import { EmptyState } from '../ui/States.tsx';
import { useContractActions } from './actions.ts';
import { ContractActions } from './ContractActions.tsx';
import { ContractStatus, Tiers } from './Terms.tsx';

/**
 * The contracts a member holds of one kind (from its upline or the house): live, waiting for its answer, or ended.
 * The agent centre's contract pages and the member centre's contract requests both show it.
 */
export function ReceivedContracts({ kind, contracts }: { kind: TContractKind; contracts: TContract[] }) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const actions = useContractActions(kind);
  if (!contracts.length) return <EmptyState title={t('contract.noneReceived', { kind: t(`contract.kind.${kind}`) })} />;
  return (
    <ul className="ct-received">
      {contracts.map((c) => (
        <li key={c.id} className="ct-card" aria-labelledby={`ct-${c.id}-title`}>
          <div className="ct-card-head">
            <span id={`ct-${c.id}-title`} className="ct-card-title">
              {c.upline
                ? t('contract.fromWhom', { kind: t(`contract.kind.${kind}`), username: c.upline })
                : t('contract.fromHouse', { kind: t(`contract.kind.${kind}`) })}
            </span>
            <ContractStatus status={c.status} />
          </div>
          <dl className="ct-terms">
            <div>
              <dt>{t('contract.rates')}</dt>
              <dd>
                <Tiers tiers={c.tiers} />
              </dd>
            </div>
            {c.cycle && (
              <div>
                <dt>{t('contract.cycleLabel')}</dt>
                <dd>{t(`contract.cycle.${c.cycle}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('contract.offeredAt')}</dt>
              <dd>{time(c.createdAt)}</dd>
            </div>
            {c.decidedAt && (
              <div>
                <dt>{t('contract.decidedAt')}</dt>
                <dd>{time(c.decidedAt)}</dd>
              </div>
            )}
            {c.endedAt && (
              <div>
                <dt>{t('contract.endedAt')}</dt>
                <dd>{time(c.endedAt)}</dd>
              </div>
            )}
          </dl>
          <ContractActions contract={c} side="downline" actions={actions} />
        </li>
      ))}
    </ul>
  );
}
