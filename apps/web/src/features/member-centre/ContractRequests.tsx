import { contractKinds, type TContractKind } from '@portal/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { consolidatedQuery, contractListQuery, SWITCH_OF } from '../../shared/contracts/api.ts';
import { PayoutRecords } from '../../shared/contracts/PayoutRecords.tsx';
import { ReceivedContracts } from '../../shared/contracts/ReceivedContracts.tsx';
import { useContractTexts } from '../../shared/contracts/texts.ts';
import { ErrorState, Skeleton } from '../../shared/ui/States.tsx';

/**
 * contractRequests: a player's contracts from its upline, of every kind the brand runs: answer an offer or a request
 * to end one, ask for the end, and see what each kind paid. Agents do the same in the agent centre.
 */
export default function ContractRequests() {
  const { t } = useTranslation();
  const ready = useContractTexts();
  const { data: switches, isPending } = useQuery(consolidatedQuery());
  if (!ready || isPending) return <Skeleton height={240} />;
  const kinds = contractKinds.filter((k) => switches?.[SWITCH_OF[k]]);
  return (
    <div className="mc-stack">
      {kinds.map((kind) => (
        <section key={kind} className="mc-card" aria-labelledby={`mc-ct-${kind}`}>
          <h4 id={`mc-ct-${kind}`}>{t(`contract.kind.${kind}`)}</h4>
          <KindRequests kind={kind} />
        </section>
      ))}
    </div>
  );
}

function KindRequests({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useQuery(contractListQuery(kind));
  // The payouts load when the member opens them, not with every kind's contract.
  const [payoutsOpen, setPayoutsOpen] = useState(false);
  if (isPending) return <Skeleton height={120} />;
  if (error || !data)
    return <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('contract.retry')} />;
  return (
    <>
      <ReceivedContracts kind={kind} contracts={data.received} />
      {data.received.some((c) => c.status !== 'in_process' && c.status !== 'rejected') && (
        <details className="mc-ct-payouts" onToggle={(e) => setPayoutsOpen(e.currentTarget.open)}>
          <summary>{t('contract.payouts.of', { kind: t(`contract.kind.${kind}`) })}</summary>
          {payoutsOpen && <PayoutRecords kind={kind} />}
        </details>
      )}
    </>
  );
}
