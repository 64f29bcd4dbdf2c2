import type { TConsolePayoutRow } from '@portal/contracts/console-contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, dateTime } from '../../shared/format.ts';
import { percent } from '../../shared/rates.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money } from '../../shared/ui/States.tsx';
import { type Filters, payoutsQuery } from './api.ts';
import { FilterBar } from './FilterBar.tsx';

const c = columnsOf<TConsolePayoutRow>();

/** What the brand's contracts paid, newest first: per period the base, active players, rates and amount. */
export function PayoutTable({ code }: { code: string }) {
  const { t } = useTranslation();
  const list = useListState([{ id: 'paidAt', desc: true }]);
  const [filters, setFilters] = useState<Filters>({});
  const { page, size } = list.params;
  const dir = list.sorting[0]?.desc === false ? 'asc' : 'desc';
  const query = useQuery(payoutsQuery(code, { page, size, dir, ...filters }));
  const columns = useMemo(
    () =>
      c.columns([
        c.field('paidAt', t('contracts.paidAt'), { sort: true, cell: dateTime }),
        c.field('contractId', t('contracts.contractNo'), { className: 'num', cell: (v) => `#${v}` }),
        c.field('kind', t('contracts.kindLabel'), {
          cell: (v) => (
            <Badge tone="info" plain>
              {t(`contracts.kind.${v}`)}
            </Badge>
          ),
        }),
        c.field('username', t('contracts.payee'), { cell: (v) => <span className="strong">{v}</span> }),
        c.show('period', t('contracts.period'), (r) => `${dateTime(r.periodStart)} – ${dateTime(r.periodEnd)}`),
        c.field('base', t('contracts.base'), { align: 'right', cell: (v) => <Money amount={v} /> }),
        c.field('activePlayers', t('contracts.active'), { align: 'right', cell: count }),
        c.show(
          'rates',
          t('contracts.rate'),
          (r) => (
            <span title={t('contracts.passedDown', { rate: percent(r.passedDownBp) })}>
              {percent(r.rateBp)} %<span className="sub">−{percent(r.passedDownBp)} %</span>
            </span>
          ),
          { align: 'right' },
        ),
        c.field('amount', t('contracts.amount'), {
          align: 'right',
          cell: (v) => (
            <strong>
              <Money amount={v} />
            </strong>
          ),
        }),
      ]),
    [t],
  );
  return (
    <ListTable
      id="contract-payouts"
      columns={columns}
      list={list}
      query={query}
      emptyText={t('contracts.noPayouts')}
      toolbar={
        <FilterBar
          label={t('contracts.payoutFilters')}
          by="contractId"
          onApply={(f) => {
            setFilters(f);
            list.firstPage();
          }}
        />
      }
    />
  );
}
