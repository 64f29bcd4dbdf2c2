import { may } from '@portal/contracts/console';
import type { TAdjustmentRow } from '@portal/contracts/console-adjustments';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { dateTime, money } from '../../shared/format.ts';
import { useSession } from '../../shared/session.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { type AdjustmentFilter, adjustmentsQuery, useDecideAdjustment } from './adjustments-api.ts';

const col = createColumnHelper<Features, TAdjustmentRow>();
const TONE = { pending: 'warn', posted: 'ok', rejected: 'bad' } as const;

/**
 * Balance adjustments with their requester, reason and decision; a pending one shows Approve and Reject to a
 * finance or admin operator other than its requester (the server refuses the requester too).
 */
export function AdjustmentTable({
  filter,
  toolbar,
  withMember = true,
}: {
  filter: AdjustmentFilter;
  toolbar?: React.ReactNode;
  withMember?: boolean;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const canDecide = me ? may(me.role, 'adjustments.approve') : false;
  const list = useListState([], withMember ? 25 : 5);
  const query = useQuery(adjustmentsQuery(filter, { page: list.params.page, size: list.params.size }));
  const decide = useDecideAdjustment();
  const [deciding, setDeciding] = useState<{ row: TAdjustmentRow; action: 'approve' | 'reject' } | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('adjustments.requested'),
          meta: { label: t('adjustments.requested') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
        ...(withMember
          ? [
              col.accessor('username', {
                header: t('queues.member'),
                meta: { label: t('queues.member') },
                enableSorting: false,
                cell: (c) => (
                  <Link href={`/members/${c.row.original.memberId}`} className="strong">
                    {c.getValue()}
                  </Link>
                ),
              }),
            ]
          : []),
        col.accessor('amount', {
          header: t('queues.amount'),
          meta: { label: t('queues.amount'), align: 'right' },
          enableSorting: false,
          cell: (c) => <Money amount={c.getValue()} signed />,
        }),
        col.accessor('reason', {
          header: t('decision.reason'),
          meta: { label: t('decision.reason') },
          enableSorting: false,
        }),
        col.accessor('requestedBy', {
          header: t('adjustments.requestedBy'),
          meta: { label: t('adjustments.requestedBy') },
          enableSorting: false,
        }),
        col.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          enableSorting: false,
          cell: (c) => (
            <>
              <Badge tone={TONE[c.getValue()]}>{t(`adjustments.st.${c.getValue()}`)}</Badge>
              {c.row.original.decidedBy ? (
                <span className="sub">
                  {c.row.original.decidedBy} · {dateTime(c.row.original.decidedAt)}
                  {c.row.original.decisionReason ? ` · ${c.row.original.decisionReason}` : ''}
                </span>
              ) : null}
            </>
          ),
        }),
        col.display({
          id: 'actions',
          header: '',
          meta: { label: t('queues.actions') },
          cell: (c) => {
            const row = c.row.original;
            if (row.status !== 'pending' || !canDecide) return null;
            if (row.requestedBy === me?.username)
              return <span className="muted">{t('adjustments.awaitingOther')}</span>;
            return (
              <span className="row-actions">
                <button
                  type="button"
                  className="btn btn-ok btn-sm"
                  onClick={() => setDeciding({ row, action: 'approve' })}
                >
                  {t('queues.approve')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  onClick={() => setDeciding({ row, action: 'reject' })}
                >
                  {t('queues.reject')}
                </button>
              </span>
            );
          },
        }),
      ]),
    [t, withMember, canDecide, me?.username],
  );
  return (
    <>
      <DataTable
        id={withMember ? 'adjustments' : 'member-adjustments'}
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => r.requestId}
        emptyText={filter.status === 'pending' ? t('adjustments.noneWaiting') : undefined}
        toolbar={toolbar}
      />
      {deciding && (
        <DecisionDialog
          title={t(deciding.action === 'approve' ? 'adjustments.approveTitle' : 'adjustments.rejectTitle')}
          facts={
            <dl className="facts">
              <dt>{t('queues.member')}</dt>
              <dd>{deciding.row.username}</dd>
              <dt>{t('queues.amount')}</dt>
              <dd className="num strong">{money(deciding.row.amount)}</dd>
              <dt>{t('decision.reason')}</dt>
              <dd>{deciding.row.reason}</dd>
              <dt>{t('adjustments.requestedBy')}</dt>
              <dd>{deciding.row.requestedBy}</dd>
            </dl>
          }
          confirmLabel={t(deciding.action === 'approve' ? 'queues.approve' : 'queues.reject')}
          variant={deciding.action === 'approve' ? 'ok' : 'danger'}
          reason={deciding.action === 'approve' ? 'none' : 'required'}
          onConfirm={async (reason) => {
            await decide.mutateAsync({
              requestId: deciding.row.requestId,
              action: deciding.action,
              ...(reason ? { reason } : {}),
            });
            toast(t(deciding.action === 'approve' ? 'adjustments.approved' : 'adjustments.rejected'));
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
