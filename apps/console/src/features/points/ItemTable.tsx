import type { TConsoleItem } from '@portal/contracts/points-console';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { itemsQuery, useUpdateItem } from './api.ts';
import { StockDialog } from './StockDialog.tsx';

const c = columnsOf<TConsoleItem>();
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
      c.columns([
        c.field('id', '#', { className: 'num' }),
        c.show('name', t('points.item'), (item) => (
          <span className="item-cell">
            <img src={`/art/mall/${item.id}.svg?v=${item.art}`} alt="" width={48} height={36} />
            <span className="strong">{nameOf(item)}</span>
          </span>
        )),
        c.field('kind', t('points.kindLabel'), {
          cell: (v) => (
            <Badge tone="info" plain>
              {t(`points.kind.${v}`)}
            </Badge>
          ),
        }),
        c.field('price', t('points.price'), { className: 'num' }),
        c.field('stock', t('points.stock'), {
          className: 'num',
          cell: (v) => (v === null ? '∞' : v === 0 ? <Badge tone="bad">0</Badge> : v),
        }),
        c.field('redeemed', t('points.redeemed'), { className: 'num' }),
        c.field('active', t('points.state'), {
          cell: (v) => <Badge tone={v ? 'ok' : 'muted'}>{t(v ? 'points.on' : 'points.off')}</Badge>,
        }),
        c.actions(t('points.actions'), (item) =>
          admin ? (
            <span className="row-actions">
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setStockOf(item)}>
                {t('points.setStock')}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => update.mutate({ id: item.id, active: !item.active })}
              >
                {t(item.active ? 'points.switchOff' : 'points.switchOn')}
              </button>
            </span>
          ) : null,
        ),
      ]),
    [t, admin, update],
  );
  return (
    <>
      <ListTable id="mall-items" columns={columns} list={list} query={query} />
      {stockOf && <StockDialog item={stockOf} name={nameOf(stockOf)} onClose={() => setStockOf(null)} />}
    </>
  );
}
