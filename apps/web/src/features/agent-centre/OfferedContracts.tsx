import type { TContract, TContractKind } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useContractActions } from '../../shared/contracts/actions.ts';
import { ContractActions } from '../../shared/contracts/ContractActions.tsx';
import { ContractStatus, Tiers } from '../../shared/contracts/Terms.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { CONTRACT_PAGE } from './contract-pages.ts';
import { useAgentNav } from './nav.ts';

/** The contracts of one kind the agent offered its direct downlines, with what it may do on each. */
export function OfferedContracts({ kind, contracts }: { kind: TContractKind; contracts: TContract[] }) {
  const { t } = useTranslation();
  const nav = useAgentNav();
  const actions = useContractActions(kind);
  if (!contracts.length) return <EmptyState title={t('agent.contract.noneOffered')} />;
  const dividend = kind === 'dividend';
  return (
    <table className="mc-table ac-table cards">
      <caption className="sr-only">{t('agent.contract.offered')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.contract.downline')}</th>
          <th scope="col">{t('contract.rates')}</th>
          {dividend && <th scope="col">{t('contract.cycleLabel')}</th>}
          <th scope="col">{t('agent.contract.status')}</th>
          <th scope="col">{t('agent.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((c) => (
          <tr key={c.id}>
            <th scope="row" data-label={t('agent.contract.downline')}>
              {c.downline}
            </th>
            <td data-label={t('contract.rates')}>
              <Tiers tiers={c.tiers} />
            </td>
            {dividend && (
              <td data-label={t('contract.cycleLabel')}>{c.cycle ? t(`contract.cycle.${c.cycle}`) : '—'}</td>
            )}
            <td data-label={t('agent.contract.status')}>
              <ContractStatus status={c.status} />
            </td>
            <td data-label={t('agent.col.actions')} className="ct-cell-actions">
              <ContractActions contract={c} side="upline" actions={actions} />
              {c.status !== 'in_process' && c.status !== 'rejected' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('agent.contract.payoutsOf', { username: c.downline })}
                  onClick={() => nav.go(CONTRACT_PAGE[kind], { contractId: String(c.id) })}
                >
                  {t('agent.contract.payouts')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
