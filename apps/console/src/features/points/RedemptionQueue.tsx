import type { TRedeemStatus } from '@portal/contracts/points';
import type { TConsoleRedemption } from '@portal/contracts/points-console';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { FilterTabs, ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { toast } from '../../shared/ui/toast.tsx';
import { redemptionsQuery, useDecide } from './api.ts';

const c = columnsOf<TConsoleRedemption>();
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
      c.columns([
        c.field('createdAt', t('points.when'), { cell: dateTime }),
        c.field('username', t('points.member'), { cell: (v) => <span className="strong">{v}</span> }),
        c.field('itemName', t('points.item'), {
          cell: (v, row) => (
            <>
              {v}{' '}
              {row.kind && (
                <Badge tone="info" plain>
                  {t(`points.kind.${row.kind}`)}
                </Badge>
              )}
            </>
          ),
        }),
        c.field('points', t('points.points'), { className: 'num' }),
        c.field('address', t('points.address'), { cell: (v) => v ?? <span className="muted">—</span> }),
        c.field('status', t('points.status'), { cell: (v) => <Badge tone={TONE[v]}>{t(`points.st.${v}`)}</Badge> }),
        c.actions(t('points.actions'), (row) =>
          row.status === 'in_process' ? (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-ok btn-sm"
                onClick={() => setDeciding({ row, action: 'approve' })}
              >
                {t('points.approve')}
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                onClick={() => setDeciding({ row, action: 'reject' })}
              >
                {t('points.reject')}
              </button>
            </span>
          ) : (
            <span className="muted">{row.decidedBy ?? ''}</span>
          ),
        ),
      ]),
    [t],
  );
  return (
    <>
      <ListTable
        id="point-redemptions"
        columns={columns}
        list={list}
        query={query}
        emptyText={status === 'in_process' ? t('points.noneWaiting') : undefined}
        toolbar={
          <FilterTabs
            label={t('points.status')}
            values={STATUSES}
            value={status}
            text={(s) => t(`points.st.${s}`)}
            onChange={(s) => {
              setStatus(s);
              list.firstPage();
            }}
          />
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
