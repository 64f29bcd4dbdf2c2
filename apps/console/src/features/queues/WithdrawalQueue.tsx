import type { TWithdrawalQueueRow, withdrawalStatuses } from '@portal/contracts/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import type { Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { afterDecision, decideWithdrawal, refundWithdrawal, withdrawalsQuery } from './api.ts';
import { ProofButton } from './ProofButton.tsx';
import { QueueTable, useQueue } from './QueueTable.tsx';
import { queueColumns } from './queue-columns.tsx';

const col = createColumnHelper<Features, TWithdrawalQueueRow>();
const STATUSES = ['pending', 'paid', 'not_received', 'received', 'refunded', 'rejected', 'all'] as const;
type Action = { row: TWithdrawalQueueRow; kind: 'pay' | 'reject' | 'refund' };

/** Withdrawals: pay or reject the waiting ones, follow the receipt answers, refund after “not received”. */
export default function WithdrawalQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canDecide = useMay('withdrawals.decide');
  const queue = useQueue<(typeof withdrawalStatuses)[number]>();
  const [action, setAction] = useState<Action | null>(null);
  const brand = useBrandChoice('', { all: true });
  const query = useQuery(withdrawalsQuery({ ...queue.params, merchant: brand.code || undefined }));

  const columns = useMemo(() => {
    const shared = queueColumns(col, t);
    return col.columns([
      shared.requested,
      col.accessor('id', { header: '#', meta: { label: 'ID', className: 'mono' }, enableSorting: false }),
      shared.member,
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
      shared.amount,
      shared.status,
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
      shared.acted,
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
    ]);
  }, [t, canDecide]);

  return (
    <>
      <QueueTable
        id="withdrawals"
        title={t('nav.withdrawals')}
        sub={t('queues.withdrawalsSub')}
        statuses={STATUSES}
        queue={queue}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.id)}
        searchLabel={t('queues.searchMember')}
        filters={<BrandPicker choice={brand} onPick={queue.list.firstPage} />}
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
