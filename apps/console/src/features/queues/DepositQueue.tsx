import type { depositStatuses, TDepositQueueRow } from '@portal/contracts/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import type { Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { afterDecision, decideDeposit, depositsQuery } from './api.ts';
import { ProofButton } from './ProofButton.tsx';
import { QueueTable, useQueue } from './QueueTable.tsx';
import { queueColumns } from './queue-columns.tsx';

const col = createColumnHelper<Features, TDepositQueueRow>();
const STATUSES = ['pending', 'paid', 'rejected', 'cancelled', 'all'] as const;
type Decision = { row: TDepositQueueRow; approve: boolean };

/** Deposits waiting for a decision (manual bank transfers with their proof), and every deposit after it. */
export default function DepositQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canDecide = useMay('deposits.decide');
  const queue = useQueue<(typeof depositStatuses)[number]>();
  const [kind, setKind] = useState<'manual' | 'gateway' | ''>('manual');
  const [decision, setDecision] = useState<Decision | null>(null);
  const brand = useBrandChoice('', { all: true });
  const query = useQuery(
    depositsQuery({ ...queue.params, kind: kind || undefined, merchant: brand.code || undefined }),
  );

  const columns = useMemo(() => {
    const shared = queueColumns(col, t);
    return col.columns([
      shared.requested,
      col.accessor('ref', {
        header: t('queues.ref'),
        meta: { label: t('queues.ref'), className: 'mono' },
        enableSorting: false,
      }),
      shared.member,
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
      shared.amount,
      col.accessor('proofIds', {
        header: t('queues.proof'),
        meta: { label: t('queues.proof') },
        enableSorting: false,
        cell: (c) => <ProofButton ids={c.getValue()} title={t('queues.proofOf', { ref: c.row.original.ref })} />,
      }),
      shared.status,
      shared.acted,
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
    ]);
  }, [t, canDecide]);

  return (
    <>
      <QueueTable
        id="deposits"
        title={t('nav.deposits')}
        sub={t('queues.depositsSub')}
        statuses={STATUSES}
        queue={queue}
        query={query}
        columns={columns}
        rowKey={(r) => r.ref}
        searchLabel={t('queues.searchRef')}
        filters={
          <>
            <BrandPicker choice={brand} onPick={queue.list.firstPage} />
            <select
              className="select"
              aria-label={t('queues.channelKind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as typeof kind);
                queue.list.firstPage();
              }}
            >
              <option value="manual">{t('kind.manual')}</option>
              <option value="gateway">{t('kind.gateway')}</option>
              <option value="">{t('queues.allChannels')}</option>
            </select>
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
