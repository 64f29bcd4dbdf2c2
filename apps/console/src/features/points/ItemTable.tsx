import type { TConsoleItem } from '@portal/contracts/points-console';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { itemsQuery, useUpdateItem } from './api.ts';
import { StockDialog } from './StockDialog.tsx';

const col = createColumnHelper<Features, TConsoleItem>();
const nameOf = (i: TConsoleItem) => i.texts.en?.name ?? Object.values(i.texts)[0]?.name ?? '';

/** The mall's items with price, stock and how many were redeemed; admins set stock and switch items on or off. */
export function ItemTable() {
  const { t } = useTranslation();
  const list = useListState([], 50);
  const admin = useMay('points.items');
  const query = useQuery(itemsQuery());
  const update = useUpdateItem();
  const [stockOf, setStockOf] = useState<TConsoleItem | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('id', {
          header: '#',
          meta: { label: '#', className: 'num' },
          enableSorting: false,
        }),
        col.display({
          id: 'name',
          header: t('points.item'),
          meta: { label: t('points.item') },
          cell: (c) => (
            <span className="item-cell">
              <img src={`/art/mall/${c.row.original.id}.svg?v=${c.row.original.art}`} alt="" width={48} height={36} />
              <span className="strong">{nameOf(c.row.original)}</span>
            </span>
          ),
        }),
        col.accessor('kind', {
          header: t('points.kindLabel'),
          meta: { label: t('points.kindLabel') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone="info" plain>
              {t(`points.kind.${c.getValue()}`)}
            </Badge>
          ),
        }),
        col.accessor('price', {
          header: t('points.price'),
          meta: { label: t('points.price'), className: 'num' },
          enableSorting: false,
        }),
        col.accessor('stock', {
          header: t('points.stock'),
          meta: { label: t('points.stock'), className: 'num' },
          enableSorting: false,
          cell: (c) => (c.getValue() === null ? '∞' : c.getValue() === 0 ? <Badge tone="bad">0</Badge> : c.getValue()),
        }),
        col.accessor('redeemed', {
          header: t('points.redeemed'),
          meta: { label: t('points.redeemed'), className: 'num' },
          enableSorting: false,
        }),
        col.accessor('active', {
          header: t('points.state'),
          meta: { label: t('points.state') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone={c.getValue() ? 'ok' : 'muted'}>{t(c.getValue() ? 'points.on' : 'points.off')}</Badge>
          ),
        }),
        col.display({
          id: 'actions',
          header: '',
          meta: { label: t('points.actions') },
          cell: (c) =>
            admin ? (
              <span className="row-actions">
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setStockOf(c.row.original)}>
                  {t('points.setStock')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => update.mutate({ id: c.row.original.id, active: !c.row.original.active })}
                >
                  {t(c.row.original.active ? 'points.switchOff' : 'points.switchOn')}
                </button>
              </span>
            ) : null,
        }),
      ]),
    [t, admin, update],
  );
  return (
    <>
      <DataTable
        id="mall-items"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
      />
      {stockOf && <StockDialog item={stockOf} name={nameOf(stockOf)} onClose={() => setStockOf(null)} />}
    </>
  );
}
