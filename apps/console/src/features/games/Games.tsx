import { may } from '@portal/contracts/console';
import type { TConsoleGame, TConsoleVendor } from '@portal/contracts/console-games';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { gamesQuery, useChangeGame, useChangeVendor, vendorsQuery } from './api.ts';
import { OriginalsLimitsCard } from './OriginalsLimitsCard.tsx';
import { SortInput, Switch } from './Toggles.tsx';

type View = 'vendors' | 'games';

/**
 * Vendors and games: on/off, maintenance, hot and order. Maintenance is open to support too (the fast answer to a
 * broken vendor); the rest is the admins'. A vendor's maintenance is the brand's or the vendor's own (every brand's):
 * either closes it. The portal shows a change within seconds.
 */
export default function Games() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('vendors');
  const brand = useBrandChoice();
  return (
    <>
      <PageHead title={t('nav.games')} sub={t('games.sub')}>
        {view === 'vendors' ? <BrandPicker choice={brand} /> : null}
        <div className="tabs" role="tablist" aria-label={t('nav.games')}>
          {(['vendors', 'games'] as const).map((v) => (
            <button key={v} type="button" role="tab" aria-selected={view === v} onClick={() => setView(v)}>
              {t(`games.view.${v}`)}
            </button>
          ))}
        </div>
      </PageHead>
      <OriginalsLimitsCard />
      {view === 'vendors' ? <VendorTable merchant={brand.code} /> : <GameTable />}
    </>
  );
}

function useRights() {
  const { me } = useSession();
  return {
    manage: me ? may(me.role, 'games.manage') : false,
    maintenance: me ? may(me.role, 'games.maintenance') : false,
  };
}

const vCol = createColumnHelper<Features, TConsoleVendor>();

/** The picked brand's vendors: every vendor of the catalogue, those the brand offers first. */
function VendorTable({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  const rights = useRights();
  const query = useQuery({ ...vendorsQuery(merchant), enabled: merchant !== '' });
  const change = useChangeVendor(merchant);
  const list = useListState([], 100);
  const columns = useMemo(() => {
    const saved = (what: string) => () => toast(t('games.saved', { what }));
    return vCol.columns([
      vCol.accessor('sort', {
        header: t('games.order'),
        meta: { label: t('games.order') },
        enableSorting: false,
        cell: (c) => (
          <SortInput
            label={t('games.orderOf', { name: c.row.original.name })}
            value={c.getValue()}
            disabled={!rights.manage}
            onSave={(sort) =>
              change.mutateAsync({ vassalage: c.row.original.vassalage, sort }).then(saved(c.row.original.name))
            }
          />
        ),
      }),
      vCol.accessor('name', {
        header: t('games.vendor'),
        meta: { label: t('games.vendor') },
        enableSorting: false,
        cell: (c) => (
          <>
            <span className="strong">{c.getValue()}</span>{' '}
            <span className="muted mono">{c.row.original.vassalage}</span>
          </>
        ),
      }),
      vCol.accessor('category', {
        header: t('games.category'),
        meta: { label: t('games.category') },
        enableSorting: false,
        cell: (c) => <Badge plain>{c.getValue()}</Badge>,
      }),
      vCol.accessor('games', {
        header: t('games.count'),
        meta: { label: t('games.count'), align: 'right' },
        enableSorting: false,
      }),
      vCol.accessor('inBrand', {
        header: t('games.field.inBrand'),
        meta: { label: t('games.field.inBrand') },
        enableSorting: false,
        cell: (c) => (
          <Switch
            label={t('games.switch.inBrand', { name: c.row.original.name })}
            checked={c.getValue()}
            disabled={!rights.manage}
            onChange={(next) =>
              change
                .mutateAsync({ vassalage: c.row.original.vassalage, inBrand: next })
                .then(saved(c.row.original.name))
            }
          />
        ),
      }),
      // The brand's maintenance (a local incident) beside the vendor's own, which closes it on every brand.
      ...(['enabled', 'brandMaintenance', 'maintenance', 'isHot'] as const).map((field) =>
        vCol.accessor(field, {
          header: t(`games.field.${field === 'maintenance' ? 'vendorMaintenance' : field}`),
          meta: { label: t(`games.field.${field === 'maintenance' ? 'vendorMaintenance' : field}`) },
          enableSorting: false,
          cell: (c) => (
            <Switch
              label={t(`games.switch.${field === 'maintenance' ? 'vendorMaintenance' : field}`, {
                name: c.row.original.name,
              })}
              checked={c.getValue()}
              warn={field !== 'enabled' && field !== 'isHot'}
              disabled={
                field === 'maintenance'
                  ? !rights.maintenance
                  : field === 'brandMaintenance'
                    ? !rights.maintenance || !c.row.original.inBrand
                    : !rights.manage || !c.row.original.inBrand
              }
              onChange={(next) =>
                change
                  .mutateAsync({ vassalage: c.row.original.vassalage, [field]: next })
                  .then(saved(c.row.original.name))
              }
            />
          ),
        }),
      ),
    ]);
  }, [t, rights.manage, rights.maintenance, change.mutateAsync]);
  const vendors = query.data?.vendors;
  return (
    <DataTable
      id="vendors"
      columns={columns}
      data={vendors ? { rows: vendors, total: vendors.length } : undefined}
      loading={query.isPending}
      error={query.error}
      pagination={list.pagination}
      onPaginationChange={list.setPagination}
      rowKey={(r) => r.vassalage}
    />
  );
}

const gCol = createColumnHelper<Features, TConsoleGame>();
const STATES = ['on', 'off', 'maintenance', 'hot'] as const;

function GameTable() {
  const { t } = useTranslation();
  const rights = useRights();
  const list = useListState([{ id: 'sort', desc: false }], 25);
  const [vendor, setVendor] = useState('');
  const [state, setState] = useState<(typeof STATES)[number] | ''>('');
  const [search, setSearch] = useState('');
  const vendors = useQuery(vendorsQuery());
  const query = useQuery(
    gamesQuery({ ...list.params, vassalage: vendor || undefined, state: state || undefined, q: search || undefined }),
  );
  const change = useChangeGame();
  const columns = useMemo(
    () =>
      gCol.columns([
        gCol.accessor('sort', {
          header: t('games.order'),
          meta: { label: t('games.order') },
          cell: (c) => (
            <SortInput
              label={t('games.orderOf', { name: c.row.original.name })}
              value={c.getValue()}
              disabled={!rights.manage}
              onSave={(sort) => change.mutateAsync({ nodeId: c.row.original.nodeId, sort })}
            />
          ),
        }),
        gCol.accessor('name', {
          header: t('games.game'),
          meta: { label: t('games.game') },
          cell: (c) => (
            <>
              <span className="strong">{c.getValue()}</span>
              <span className="sub mono">#{c.row.original.nodeId}</span>
            </>
          ),
        }),
        gCol.accessor('vendor', {
          header: t('games.vendor'),
          meta: { label: t('games.vendor') },
          enableSorting: false,
        }),
        gCol.accessor('gameType', {
          header: t('games.category'),
          meta: { label: t('games.category') },
          enableSorting: false,
          cell: (c) => <Badge plain>{c.getValue()}</Badge>,
        }),
        ...(['enabled', 'maintenance', 'isHot'] as const).map((field) =>
          gCol.accessor(field, {
            header: t(`games.field.${field}`),
            meta: { label: t(`games.field.${field}`) },
            enableSorting: false,
            cell: (c) => (
              <Switch
                label={t(`games.switch.${field}`, { name: c.row.original.name })}
                checked={c.getValue()}
                warn={field === 'maintenance'}
                disabled={field === 'maintenance' ? !rights.maintenance : !rights.manage}
                onChange={(next) => change.mutateAsync({ nodeId: c.row.original.nodeId, [field]: next })}
              />
            ),
          }),
        ),
      ]),
    [t, rights.manage, rights.maintenance, change.mutateAsync],
  );
  return (
    <ListTable
      id="games"
      columns={columns}
      list={list}
      query={query}
      rowKey={(r) => String(r.nodeId)}
      toolbar={
        <div className="toolbar">
          <select
            className="select"
            aria-label={t('games.vendor')}
            value={vendor}
            onChange={(e) => {
              setVendor(e.target.value);
              list.firstPage();
            }}
          >
            <option value="">{t('games.allVendors')}</option>
            {vendors.data?.vendors.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </select>
          <select
            className="select"
            aria-label={t('games.state')}
            value={state}
            onChange={(e) => {
              setState(e.target.value as (typeof STATES)[number] | '');
              list.firstPage();
            }}
          >
            <option value="">{t('games.anyState')}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`games.st.${s}`)}
              </option>
            ))}
          </select>
          <input
            className="input"
            type="search"
            aria-label={t('games.search')}
            placeholder={t('games.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              list.firstPage();
            }}
          />
        </div>
      }
    />
  );
}
