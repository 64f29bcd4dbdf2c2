import type { TApprovalRow } from '@portal/contracts/console-approvals';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../shared/format.ts';
import { useSession } from '../../shared/session.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { type ApprovalStatus, approvalsQuery, useDecideApproval } from './api.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const TONE = { pending: 'warn', approved: 'ok', rejected: 'bad', applied: 'ok' } as const;
const col = createColumnHelper<Features, TApprovalRow>();

/**
 * Changes that create value waiting for a second operator (mall items, raffle prizes and funding, promotion
 * bonuses): kind, what, amount and requester, with Approve and Reject for anyone but the requester. The server
 * also checks the decider may make that change (the mall and promotions are admins').
 */
export default function Approvals() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const list = useListState([], 25);
  const brand = useBrandChoice('', { all: true });
  const query = useQuery(
    approvalsQuery(status, { page: list.params.page, size: list.params.size, merchant: brand.code || undefined }),
  );
  const decide = useDecideApproval();
  const [deciding, setDeciding] = useState<{ row: TApprovalRow; action: 'approve' | 'reject' } | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('approvals.requested'),
          meta: { label: t('approvals.requested') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('kind', {
          header: t('approvals.kind'),
          meta: { label: t('approvals.kind') },
          enableSorting: false,
          cell: (c) => t(`approvals.kinds.${c.getValue()}`),
        }),
        col.accessor('summary', {
          header: t('approvals.what'),
          meta: { label: t('approvals.what') },
          enableSorting: false,
          cell: (c) => (
            <>
              {c.getValue()}
              <span className="sub">
                {c.row.original.merchant} · {c.row.original.target}
              </span>
            </>
          ),
        }),
        col.accessor('amount', {
          header: t('queues.amount'),
          meta: { label: t('queues.amount'), align: 'right' },
          enableSorting: false,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        col.accessor('requestedBy', {
          header: t('approvals.requestedBy'),
          meta: { label: t('approvals.requestedBy') },
          enableSorting: false,
        }),
        col.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          enableSorting: false,
          cell: (c) => (
            <>
              <Badge tone={TONE[c.getValue()]}>{t(`approvals.st.${c.getValue()}`)}</Badge>
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
            if (row.status !== 'pending') return null;
            if (row.requestedBy === me?.username) return <span className="muted">{t('approvals.awaitingOther')}</span>;
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
    [t, me?.username],
  );
  return (
    <>
      <PageHead title={t('nav.approvals')} sub={t('approvals.sub')}>
        <BrandPicker choice={brand} onPick={list.firstPage} />
      </PageHead>
      <DataTable
        id="approvals"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
        emptyText={status === 'pending' ? t('approvals.noneWaiting') : undefined}
        toolbar={
          <div className="tabs" role="tablist" aria-label={t('queues.status')}>
            {STATUSES.map((s) => (
              <button key={s} type="button" role="tab" aria-selected={status === s} onClick={() => setStatus(s)}>
                {t(`approvals.st.${s}`)}
              </button>
            ))}
          </div>
        }
      />
      {deciding && (
        <DecisionDialog
          title={t(deciding.action === 'approve' ? 'approvals.approveTitle' : 'approvals.rejectTitle')}
          facts={
            <dl className="facts">
              <dt>{t('approvals.kind')}</dt>
              <dd>{t(`approvals.kinds.${deciding.row.kind}`)}</dd>
              <dt>{t('approvals.what')}</dt>
              <dd>{deciding.row.summary}</dd>
              <dt>{t('queues.amount')}</dt>
              <dd className="num strong">{money(deciding.row.amount)}</dd>
              <dt>{t('approvals.requestedBy')}</dt>
              <dd>{deciding.row.requestedBy}</dd>
            </dl>
          }
          confirmLabel={t(deciding.action === 'approve' ? 'queues.approve' : 'queues.reject')}
          variant={deciding.action === 'approve' ? 'ok' : 'danger'}
          reason={deciding.action === 'approve' ? 'none' : 'required'}
          onConfirm={async (reason) => {
            await decide.mutateAsync({
              id: deciding.row.id,
              action: deciding.action,
              ...(reason ? { reason } : {}),
            });
            toast(t(deciding.action === 'approve' ? 'approvals.approved' : 'approvals.rejected'));
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
