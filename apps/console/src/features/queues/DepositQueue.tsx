import { zodResolver } from '@hookform/resolvers/zod';
import { type TDepositQueueRow, ZDepositQueueQuery } from '@portal/contracts/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { dateTime, money } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LiveStatus } from '../../shared/ui/LiveStatus.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { Acted } from './Acted.tsx';
import { afterDecision, decideDeposit, depositsQuery } from './api.ts';
import { ProofButton } from './ProofButton.tsx';

const col = createColumnHelper<Features, TDepositQueueRow>();
const STATUSES = ['pending', 'paid', 'rejected', 'cancelled', 'all'] as const;
const ZSearch = ZDepositQueueQuery.pick({ q: true });
type Decision = { row: TDepositQueueRow; approve: boolean };

/** Deposits waiting for a decision (manual bank transfers with their proof), and every deposit after it. */
export default function DepositQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canDecide = useMay('deposits.decide');
  const list = useListState([{ id: 'createdAt', desc: false }]);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [kind, setKind] = useState<'manual' | 'gateway' | ''>('manual');
  const [q, setQ] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const search = useForm<{ q?: string }>({ resolver: zodResolver(ZSearch), defaultValues: { q: '' } });
  const query = useQuery(
    depositsQuery({ ...list.params, status: status === 'all' ? undefined : status, kind: kind || undefined, q }),
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('queues.requested'),
          meta: { label: t('queues.requested') },
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('ref', {
          header: t('queues.ref'),
          meta: { label: t('queues.ref'), className: 'mono' },
          enableSorting: false,
        }),
        col.accessor('username', {
          header: t('queues.member'),
          meta: { label: t('queues.member') },
          cell: (c) => (
            <Link href={`/members/${c.row.original.memberId}`} className="strong" onClick={(e) => e.stopPropagation()}>
              {c.getValue()}
              <span className="sub">#{c.row.original.memberId}</span>
            </Link>
          ),
        }),
        col.accessor('channel', {
          header: t('queues.channel'),
          meta: { label: t('queues.channel') },
          enableSorting: false,
          cell: (c) => (
            <>
              {c.getValue()}
              <span className="sub">{t(`kind.${c.row.original.kind}`)}</span>
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
        col.accessor('proofIds', {
          header: t('queues.proof'),
          meta: { label: t('queues.proof') },
          enableSorting: false,
          cell: (c) => <ProofButton ids={c.getValue()} title={t('queues.proofOf', { ref: c.row.original.ref })} />,
        }),
        col.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          enableSorting: false,
          cell: (c) => <StatusBadge status={c.getValue()} />,
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
          cell: (c) =>
            canDecide && c.row.original.status === 'pending' ? (
              <>
                <Button small variant="ok" onClick={() => setDecision({ row: c.row.original, approve: true })}>
                  {t('queues.approve')}
                </Button>
                <Button small variant="danger" onClick={() => setDecision({ row: c.row.original, approve: false })}>
                  {t('queues.reject')}
                </Button>
              </>
            ) : null,
        }),
      ]),
    [t, canDecide],
  );

  return (
    <>
      <PageHead title={t('nav.deposits')} sub={t('queues.depositsSub')}>
        <LiveStatus updatedAt={query.dataUpdatedAt} fetching={query.isFetching} refresh={() => void query.refetch()} />
      </PageHead>
      <DataTable
        id="deposits"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        rowKey={(r) => r.ref}
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
            <select
              className="select"
              aria-label={t('queues.channelKind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as typeof kind);
                list.firstPage();
              }}
            >
              <option value="manual">{t('kind.manual')}</option>
              <option value="gateway">{t('kind.gateway')}</option>
              <option value="">{t('queues.allChannels')}</option>
            </select>
            <form
              className="toolbar"
              onSubmit={search.handleSubmit((v) => {
                setQ(v.q ?? '');
                list.firstPage();
              })}
            >
              <input
                className="input"
                placeholder={t('queues.searchRef')}
                aria-label={t('queues.searchRef')}
                {...search.register('q')}
              />
              <Button type="submit" variant="secondary" aria-label={t('app.search')}>
                <Icon name="search" size={14} />
              </Button>
            </form>
          </>
        }
      />
      {decision ? (
        <DecisionDialog
          title={decision.approve ? t('queues.approveDeposit') : t('queues.rejectDeposit')}
          confirmLabel={decision.approve ? t('queues.approve') : t('queues.reject')}
          variant={decision.approve ? 'ok' : 'danger'}
          reason={decision.approve ? 'none' : 'required'}
          facts={
            <dl className="facts">
              <dt>{t('queues.member')}</dt>
              <dd>{decision.row.username}</dd>
              <dt>{t('queues.amount')}</dt>
              <dd>{money(decision.row.amount)}</dd>
              <dt>{t('queues.ref')}</dt>
              <dd className="mono">{decision.row.ref}</dd>
              <dt>{t('queues.channel')}</dt>
              <dd>
                {decision.row.channel} <Badge plain>{decision.row.proofIds.length}×</Badge>
              </dd>
            </dl>
          }
          onConfirm={async (reason) => {
            await decideDeposit(decision.row.ref, decision.approve, reason);
            toast(
              decision.approve
                ? t('queues.approved', { ref: decision.row.ref })
                : t('queues.rejected', { ref: decision.row.ref }),
            );
            await afterDecision(client);
          }}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}
