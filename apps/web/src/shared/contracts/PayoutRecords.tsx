import type { TContractKind } from '@portal/contracts/agent-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../time.ts';
import { Amount, useMoney } from '../ui/Amount.tsx';
import { DataTable, QueryView } from '../ui/DataTable.tsx';
import { Pager } from '../ui/Pager.tsx';
import { EmptyState } from '../ui/States.tsx';
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
  const query = useQuery({
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
      <QueryView query={query} height={160}>
        {(data) =>
          !data.list.length ? (
            <EmptyState title={t('contract.payouts.none')} />
          ) : (
            <>
              <p className="muted" aria-live="polite">
                {t('contract.payouts.total', { amount: money(data.totalAmount), n: data.total })}
              </p>
              <DataTable
                caption={caption}
                className="cards"
                busy={query.isFetching}
                rows={data.list}
                rowKey={(p) => p.id}
                columns={[
                  {
                    label: t('contract.col.period'),
                    cell: (p) => t('contract.period', { from: time(p.periodStart), to: time(p.periodEnd) }),
                  },
                  member && { label: t('contract.col.member'), cell: (p) => p.username },
                  { label: t('contract.col.base'), num: true, cell: (p) => <Amount value={p.base} /> },
                  { label: t('contract.col.active'), num: true, cell: (p) => p.activePlayers },
                  { label: t('contract.col.rate'), num: true, cell: (p) => rate(p.rateBp) },
                  { label: t('contract.col.passedDown'), num: true, cell: (p) => rate(p.passedDownBp) },
                  { label: t('contract.col.amount'), num: true, cell: (p) => <Amount value={p.amount} /> },
                ]}
              />
              <Pager page={pageNo} total={Math.max(1, data.totalPages)} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
