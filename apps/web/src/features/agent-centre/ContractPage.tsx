import type { TContractKind } from '@portal/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { contractListQuery } from '../../shared/contracts/api.ts';
import { PayoutRecords } from '../../shared/contracts/PayoutRecords.tsx';
import { ReceivedContracts } from '../../shared/contracts/ReceivedContracts.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { CONTRACT_PAGE } from './contract-pages.ts';
import { useAgentNav } from './nav.ts';
import { OfferContract } from './OfferContract.tsx';
import { OfferedContracts } from './OfferedContracts.tsx';

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: one kind's contract the agent
 * holds, those it offered its downlines, a new offer, and the payouts (of one contract when opened from my income).
 */
export default function ContractPage({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const nav = useAgentNav();
  const contractId = Number(nav.params.contractId) || undefined;
  const { data, error, isPending, refetch } = useQuery(contractListQuery(kind));
  const kindName = t(`contract.kind.${kind}`);
  if (isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('agent.loading')}</span>
        <Skeleton height={320} />
      </div>
    );
  if (error || !data)
    return <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('agent.retry')} />;
  if (!data.enabled) return <EmptyState title={t('contract.off', { kind: kindName })} />;
  return (
    <div className="mc-stack">
      <section className="ac-section" aria-labelledby="ct-mine">
        <h4 id="ct-mine">{t('agent.contract.mine')}</h4>
        <ReceivedContracts kind={kind} contracts={data.received} />
      </section>
      <section className="ac-section" aria-labelledby="ct-offered">
        <h4 id="ct-offered">{t('agent.contract.offered')}</h4>
        <OfferedContracts kind={kind} contracts={data.offered} />
      </section>
      <section className="ac-section" aria-labelledby="ct-offer">
        <h4 id="ct-offer">{t('agent.contract.offerTitle')}</h4>
        <OfferContract
          key={nav.params.downline ?? ''}
          kind={kind}
          maxOfferBp={data.maxOfferBp}
          downline={nav.params.downline ?? ''}
          cycle={data.received.find((c) => c.status === 'approved')?.cycle ?? null}
        />
      </section>
      <section className="ac-section" aria-labelledby="ct-payouts">
        <h4 id="ct-payouts">{t('contract.payouts.of', { kind: kindName })}</h4>
        <PayoutRecords
          key={contractId ?? 0}
          kind={kind}
          contractId={contractId}
          member
          onShowAll={() => nav.go(CONTRACT_PAGE[kind])}
        />
      </section>
    </div>
  );
}
