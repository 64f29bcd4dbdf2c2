import type { TRedeemStatus } from '@portal/contracts/points';
import type { TConsoleRedemption } from '@portal/contracts/points-console';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { toast } from '../../shared/ui/toast.tsx';
import { redemptionsQuery, useDecide } from './api.ts';

const col = createColumnHelper<Features, TConsoleRedemption>();
const STATUSES: TRedeemStatus[] = ['in_process', 'approved', 'rejected'];
const TONE = { in_process: 'warn', approved: 'ok', rejected: 'bad' } as const;

/** Item redemptions by status, oldest waiting first; approve ships the item, reject gives the points back. */
export function RedemptionQueue() {
  const { t } = useTranslation();
  const list = useListState([], 25);
  const [status, setStatus] = useState<TRedeemStatus>('in_process');
  const [deciding, setDeciding] = useState<{ row: TConsoleRedemption; action: 'approve' | 'reject' } | null>(null);
  const query = useQuery(redemptionsQuery(status, { page: list.params.page, size: list.params.size }));
  const decide = useDecide();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('points.when'),
          meta: { label: t('points.when') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('username', {
          header: t('points.member'),
          meta: { label: t('points.member') },
          enableSorting: false,
          cell: (c) => <span className="strong">{c.getValue()}</span>,
        }),
        col.accessor('itemName', {
          header: t('points.item'),
          meta: { label: t('points.item') },
          enableSorting: false,
          cell: (c) => (
            <>
              {c.getValue()}{' '}
              {c.row.original.kind && (
                <Badge tone="info" plain>
                  {t(`points.kind.${c.row.original.kind}`)}
                </Badge>
              )}
            </>
          ),
        }),
        col.accessor('points', {
          header: t('points.points'),
          meta: { label: t('points.points'), className: 'num' },
          enableSorting: false,
        }),
        col.accessor('address', {
          header: t('points.address'),
          meta: { label: t('points.address') },
          enableSorting: false,
          cell: (c) => c.getValue() ?? <span className="muted">—</span>,
        }),
        col.accessor('status', {
          header: t('points.status'),
          meta: { label: t('points.status') },
          enableSorting: false,
          cell: (c) => <Badge tone={TONE[c.getValue()]}>{t(`points.st.${c.getValue()}`)}</Badge>,
        }),
        col.display({
          id: 'actions',
          header: '',
          meta: { label: t('points.actions') },
          cell: (c) =>
            c.row.original.status === 'in_process' ? (
              <span className="row-actions">
                <button
                  type="button"
                  className="btn btn-ok btn-sm"
                  onClick={() => setDeciding({ row: c.row.original, action: 'approve' })}
                >
                  {t('points.approve')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  onClick={() => setDeciding({ row: c.row.original, action: 'reject' })}
                >
                  {t('points.reject')}
                </button>
              </span>
            ) : (
              <span className="muted">{c.row.original.decidedBy ?? ''}</span>
            ),
        }),
      ]),
    [t],
  );
  return (
    <>
      <DataTable
        id="point-redemptions"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
        emptyText={status === 'in_process' ? t('points.noneWaiting') : undefined}
        toolbar={
          <div className="tabs" role="tablist" aria-label={t('points.status')}>
            {STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={status === s}
                onClick={() => {
                  setStatus(s);
                  list.firstPage();
                }}
              >
                {t(`points.st.${s}`)}
              </button>
            ))}
          </div>
        }
      />
      {deciding && (
        <DecisionDialog
          title={t(deciding.action === 'approve' ? 'points.approveTitle' : 'points.rejectTitle')}
          facts={
            <p>
              {deciding.row.username} · {deciding.row.itemName} · {deciding.row.points} {t('points.points')}
            </p>
          }
          confirmLabel={t(deciding.action === 'approve' ? 'points.approve' : 'points.reject')}
          variant={deciding.action === 'approve' ? 'ok' : 'danger'}
          reason="optional"
          onConfirm={async (note) => {
            await decide.mutateAsync({ id: deciding.row.id, action: deciding.action, note });
            toast(t(deciding.action === 'approve' ? 'points.approved' : 'points.rejected'));
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
