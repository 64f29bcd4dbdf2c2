import type { TConsoleContractRow } from '@portal/contracts/console-contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { contractsQuery, type Filters, useContractAction } from './api.ts';
import { FilterBar } from './FilterBar.tsx';
import { Tiers } from './Tiers.tsx';

const c = columnsOf<TConsoleContractRow>();
type Acting = { row: TConsoleContractRow; action: 'suspend' | 'resume' };

/** A brand's contracts, newest first, by kind, status and username; admins suspend running ones and resume them. */
export function ContractTable({ code }: { code: string }) {
  const { t } = useTranslation();
  const admin = useMay('contracts.manage');
  const list = useListState([{ id: 'createdAt', desc: true }]);
  const [filters, setFilters] = useState<Filters>({});
  const [acting, setActing] = useState<Acting | null>(null);
  const { page, size } = list.params;
  const dir = list.sorting[0]?.desc === false ? 'asc' : 'desc';
  const query = useQuery(contractsQuery(code, { page, size, dir, ...filters }));
  const act = useContractAction(code);
  const columns = useMemo(
    () =>
      c.columns([
        c.field('id', '#', { className: 'num' }),
        c.field('kind', t('contracts.kindLabel'), {
          cell: (v, row) => (
            <Badge tone="info" plain>
              {t(`contracts.kind.${v}`)}
              {row.cycle ? ` · ${t(`contracts.cycle.${row.cycle}`)}` : ''}
            </Badge>
          ),
        }),
        c.field('upline', t('contracts.upline'), {
          cell: (v) => v ?? <Badge tone="brand">{t('contracts.house')}</Badge>,
        }),
        c.field('downline', t('contracts.downline'), { cell: (v) => <span className="strong">{v}</span> }),
        c.field('tiers', t('contracts.tiers'), { cell: (v) => <Tiers tiers={v} /> }),
        c.field('paidTotal', t('contracts.paidTotal'), { align: 'right', cell: (v) => <Money amount={v} /> }),
        c.field('status', t('contracts.status'), {
          cell: (v, row) => (
            <span title={row.suspendedReason ?? undefined}>
              <StatusBadge status={v} />
              {row.terminationRequestedBy ? (
                <span className="sub">{t('contracts.endAskedBy', { name: row.terminationRequestedBy })}</span>
              ) : null}
            </span>
          ),
        }),
        c.field('createdAt', t('contracts.created'), { sort: true, cell: dateTime }),
        c.actions(t('contracts.actions'), (row) =>
          !admin ? null : row.status === 'approved' ? (
            <button
              type="button"
              className="btn btn-danger btn-sm"
              onClick={() => setActing({ row, action: 'suspend' })}
            >
              {t('contracts.suspend')}
            </button>
          ) : row.status === 'suspended' ? (
            <button type="button" className="btn btn-ok btn-sm" onClick={() => setActing({ row, action: 'resume' })}>
              {t('contracts.resume')}
            </button>
          ) : null,
        ),
      ]),
    [t, admin],
  );
  return (
    <>
      <ListTable
        id="agent-contracts"
        columns={columns}
        list={list}
        query={query}
        emptyText={t('contracts.none')}
        toolbar={
          <FilterBar
            label={t('contracts.filters')}
            by="status"
            onApply={(f) => {
              setFilters(f);
              list.firstPage();
            }}
          />
        }
      />
      {acting ? (
        <DecisionDialog
          title={t(acting.action === 'suspend' ? 'contracts.suspendTitle' : 'contracts.resumeTitle')}
          facts={
            <p>
              #{acting.row.id} · {t(`contracts.kind.${acting.row.kind}`)} · {acting.row.upline ?? t('contracts.house')}{' '}
              → {acting.row.downline}
            </p>
          }
          confirmLabel={t(acting.action === 'suspend' ? 'contracts.suspend' : 'contracts.resume')}
          variant={acting.action === 'suspend' ? 'danger' : 'ok'}
          reason={acting.action === 'suspend' ? 'required' : 'none'}
          onConfirm={async (reason) => {
            await act.mutateAsync({ id: acting.row.id, action: acting.action, reason });
            toast(t(acting.action === 'suspend' ? 'contracts.suspended' : 'contracts.resumed'));
          }}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}
