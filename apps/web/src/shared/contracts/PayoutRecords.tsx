import type { TContractKind } from '@portal/contracts/agent-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { useFormatTime } from '../time.ts';
import { Amount, useMoney } from '../ui/Amount.tsx';
import { Pager } from '../ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../ui/States.tsx';
import { contractPayoutsQuery } from './api.ts';
import { useRate } from './Terms.tsx';

const PAGE_SIZE = 10;

/**
 * What a contract kind paid, period by period: the team's base and active players, the rate held and the part passed
 * down the chain. `member` adds who was paid (an agent sees its downlines' payouts too).
 */
export function PayoutRecords({
  kind,
  contractId,
  member,
  onShowAll,
}: {
  kind: TContractKind;
  contractId?: number | undefined;
  member?: boolean;
  onShowAll?: () => void;
}) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const rate = useRate();
  const money = useMoney();
  const [pageNo, setPage] = useState(1);
  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...contractPayoutsQuery(kind, { ...(contractId ? { contractId } : {}), pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const caption = contractId
    ? t('contract.payouts.ofContract', { id: contractId })
    : t('contract.payouts.of', { kind: t(`contract.kind.${kind}`) });
  return (
    <div className="ct-payouts">
      {contractId && onShowAll && (
        <p className="ct-filter">
          <span>{caption}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onShowAll}>
            {t('contract.payouts.showAll')}
          </button>
        </p>
      )}
      {isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('contract.loading')}</span>
          <Skeleton height={160} />
        </div>
      ) : error || !data ? (
        <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('contract.retry')} />
      ) : !data.list.length ? (
        <EmptyState title={t('contract.payouts.none')} />
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {t('contract.payouts.total', { amount: money(data.totalAmount), n: data.total })}
          </p>
          <table className="mc-table ct-table" aria-busy={isFetching || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contract.col.period')}</th>
                {member && <th scope="col">{t('contract.col.member')}</th>}
                <th scope="col" className="ct-num">
                  {t('contract.col.base')}
                </th>
                <th scope="col" className="ct-num">
                  {t('contract.col.active')}
                </th>
                <th scope="col" className="ct-num">
                  {t('contract.col.rate')}
                </th>
                <th scope="col" className="ct-num">
                  {t('contract.col.passedDown')}
                </th>
                <th scope="col" className="ct-num">
                  {t('contract.col.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((p) => (
                <tr key={p.id}>
                  <th scope="row" data-label={t('contract.col.period')}>
                    {t('contract.period', { from: time(p.periodStart), to: time(p.periodEnd) })}
                  </th>
                  {member && <td data-label={t('contract.col.member')}>{p.username}</td>}
                  <td data-label={t('contract.col.base')} className="ct-num">
                    <Amount value={p.base} />
                  </td>
                  <td data-label={t('contract.col.active')} className="ct-num">
                    {p.activePlayers}
                  </td>
                  <td data-label={t('contract.col.rate')} className="ct-num">
                    {rate(p.rateBp)}
                  </td>
                  <td data-label={t('contract.col.passedDown')} className="ct-num">
                    {rate(p.passedDownBp)}
                  </td>
                  <td data-label={t('contract.col.amount')} className="ct-num">
                    <Amount value={p.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={pageNo} total={Math.max(1, data.totalPages)} onPage={setPage} />
        </>
      )}
    </div>
  );
}
