import { zodResolver } from '@hookform/resolvers/zod';
import { type TWithdrawalQueueRow, ZWithdrawalQueueQuery } from '@portal/contracts/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { dateTime, money } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { StatusBadge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LiveStatus } from '../../shared/ui/LiveStatus.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { Acted } from './Acted.tsx';
import { afterDecision, decideWithdrawal, refundWithdrawal, withdrawalsQuery } from './api.ts';
import { ProofButton } from './ProofButton.tsx';

const col = createColumnHelper<Features, TWithdrawalQueueRow>();
const STATUSES = ['pending', 'paid', 'not_received', 'received', 'refunded', 'rejected', 'all'] as const;
const ZSearch = ZWithdrawalQueueQuery.pick({ q: true });
type Action = { row: TWithdrawalQueueRow; kind: 'pay' | 'reject' | 'refund' };

/** Withdrawals: pay or reject the waiting ones, follow the receipt answers, refund after “not received”. */
export default function WithdrawalQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canDecide = useMay('withdrawals.decide');
  const list = useListState([{ id: 'createdAt', desc: false }]);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [q, setQ] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const search = useForm<{ q?: string }>({ resolver: zodResolver(ZSearch), defaultValues: { q: '' } });
  const query = useQuery(withdrawalsQuery({ ...list.params, status: status === 'all' ? undefined : status, q }));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('queues.requested'),
          meta: { label: t('queues.requested') },
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('id', { header: '#', meta: { label: 'ID', className: 'mono' }, enableSorting: false }),
        col.accessor('username', {
          header: t('queues.member'),
          meta: { label: t('queues.member') },
          cell: (c) => (
            <Link href={`/members/${c.row.original.memberId}`} className="strong">
              {c.getValue()}
              <span className="sub">#{c.row.original.memberId}</span>
            </Link>
          ),
        }),
        col.accessor('account', {
          header: t('queues.payTo'),
          meta: { label: t('queues.payTo') },
          enableSorting: false,
          cell: (c) => (
            <>
              {c.row.original.accountName}
              <span className="sub mono">{c.getValue()}</span>
            </>
          ),
        }),
        col.accessor('amount', {
          header: t('queues.amount'),
          meta: { label: t('queues.amount'), align: 'right' },
          cell: (c) => (
            <strong>
              <Money amount={c.getValue()} />
            </strong>
          ),
        }),
        col.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          enableSorting: false,
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
        col.display({
          id: 'receipt',
          header: t('queues.receipt'),
          meta: { label: t('queues.receipt') },
          cell: (c) => {
            const r = c.row.original;
            if (r.receivedAmount === null)
              return <span className="muted">{r.paidAt ? t('queues.awaitingAnswer') : '—'}</span>;
            return (
              <span>
                {t('queues.receivedOf', { received: money(r.receivedAmount), amount: money(r.amount) })}
                {r.remainingAmount && r.remainingAmount !== '0.00' ? (
                  <span className="sub neg">{t('queues.missing', { amount: money(r.remainingAmount) })}</span>
                ) : null}
                {r.receiptProofIds.length ? (
                  <ProofButton ids={r.receiptProofIds} title={t('queues.receiptProofOf', { id: r.id })} />
                ) : null}
              </span>
            );
          },
        }),
        col.accessor('paidAt', {
          header: t('queues.paidAt'),
          meta: { label: t('queues.paidAt') },
          cell: (c) => dateTime(c.getValue()),
        }),
        col.display({
          id: 'acted',
          header: t('queues.acted'),
          meta: { label: t('queues.acted') },
          cell: (c) => <Acted row={c.row.original} />,
        }),
        col.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('queues.actions')}</span>,
          meta: { label: t('queues.actions'), className: 'actions' },
          enableHiding: false,
          cell: (c) => {
            const r = c.row.original;
            if (!canDecide) return null;
            if (r.status === 'pending')
              return (
                <>
                  <Button small variant="ok" onClick={() => setAction({ row: r, kind: 'pay' })}>
                    {t('queues.pay')}
                  </Button>
                  <Button small variant="danger" onClick={() => setAction({ row: r, kind: 'reject' })}>
                    {t('queues.reject')}
                  </Button>
                </>
              );
            if (r.status === 'not_received')
              return (
                <Button small variant="primary" onClick={() => setAction({ row: r, kind: 'refund' })}>
                  {t('queues.refund')}
                </Button>
              );
            return null;
          },
        }),
      ]),
    [t, canDecide],
  );

  return (
    <>
      <PageHead title={t('nav.withdrawals')} sub={t('queues.withdrawalsSub')}>
        <LiveStatus updatedAt={query.dataUpdatedAt} fetching={query.isFetching} refresh={() => void query.refetch()} />
      </PageHead>
      <DataTable
        id="withdrawals"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        rowKey={(r) => String(r.id)}
        emptyText={status === 'pending' ? t('queues.nothingWaiting') : undefined}
        toolbar={
          <>
            <fieldset className="segmented">
              <legend className="sr-only">{t('queues.status')}</legend>
              {STATUSES.map((s) => (
                <button
                  type="button"
                  key={s}
                  aria-pressed={status === s}
                  onClick={() => {
                    setStatus(s);
                    list.firstPage();
                  }}
                >
                  {s === 'all' ? t('queues.all') : t(`status.${s}`)}
                </button>
              ))}
            </fieldset>
            <form
              className="toolbar"
              onSubmit={search.handleSubmit((v) => {
                setQ(v.q ?? '');
                list.firstPage();
              })}
            >
              <input
                className="input"
                placeholder={t('queues.searchMember')}
                aria-label={t('queues.searchMember')}
                {...search.register('q')}
              />
              <Button type="submit" variant="secondary" aria-label={t('app.search')}>
                <Icon name="search" size={14} />
              </Button>
            </form>
          </>
        }
      />
      {action ? (
        <DecisionDialog
          title={t(`queues.${action.kind}Withdrawal`)}
          confirmLabel={t(`queues.${action.kind}`)}
          variant={action.kind === 'reject' ? 'danger' : action.kind === 'pay' ? 'ok' : 'primary'}
          reason={action.kind === 'pay' ? 'none' : 'required'}
          facts={
            <dl className="facts">
              <dt>{t('queues.member')}</dt>
              <dd>{action.row.username}</dd>
              <dt>{t('queues.amount')}</dt>
              <dd>{money(action.row.amount)}</dd>
              <dt>{t('queues.payTo')}</dt>
              <dd>
                {action.row.accountName} · <span className="mono">{action.row.account}</span>
              </dd>
              {action.kind === 'refund' ? (
                <>
                  <dt>{t('queues.receipt')}</dt>
                  <dd>{t('status.not_received')}</dd>
                </>
              ) : null}
            </dl>
          }
          onConfirm={async (reason) => {
            if (action.kind === 'refund') await refundWithdrawal(action.row.id, reason ?? '');
            else await decideWithdrawal(action.row.id, action.kind === 'pay', reason);
            toast(t(`queues.${action.kind}Done`, { id: action.row.id }));
            await afterDecision(client);
          }}
          onClose={() => setAction(null)}
        />
      ) : null}
    </>
  );
}
