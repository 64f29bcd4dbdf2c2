import { zodResolver } from '@hookform/resolvers/zod';
import { memberSearchFields, type TMemberRow, ZMemberSearchQuery } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { dateTime } from '../../shared/format.ts';
import { Badge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import type { Features } from '../../shared/ui/DataTable.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money, PageHead } from '../../shared/ui/States.tsx';
import { membersQuery } from './api.ts';

const col = createColumnHelper<Features, TMemberRow>();
const ZFilters = ZMemberSearchQuery.pick({ q: true, field: true, status: true, kind: true });
type Filters = z.input<typeof ZFilters>;

/** Members found by username, mobile, email or id, with status and kind filters; a row opens the member's page. */
export default function MemberSearch() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const list = useListState([{ id: 'id', desc: true }]);
  const [filters, setFilters] = useState<Filters>({ field: 'any' });
  const form = useForm<Filters>({
    resolver: zodResolver(ZFilters),
    defaultValues: { q: '', field: 'any', status: undefined, kind: undefined },
  });
  const brand = useBrandChoice('', { all: true });
  const query = useQuery(membersQuery({ ...list.params, ...filters, merchant: brand.code || undefined }));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('id', { header: 'ID', meta: { label: 'ID', className: 'mono' } }),
        col.accessor('username', {
          header: t('members.username'),
          meta: { label: t('members.username') },
          cell: (c) => (
            <>
              {/* A link as well as the clickable row, so the keyboard opens a member too. */}
              <Link href={`/members/${c.row.original.id}`} className="strong row-link">
                {c.getValue()}
              </Link>
              {c.row.original.nickname ? <span className="sub">{c.row.original.nickname}</span> : null}
            </>
          ),
        }),
        col.accessor('merchant', {
          header: t('members.brand'),
          meta: { label: t('members.brand') },
          enableSorting: false,
        }),
        col.accessor('mobile', {
          header: t('members.mobile'),
          meta: { label: t('members.mobile'), className: 'mono' },
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        col.accessor('email', {
          header: t('members.email'),
          meta: { label: t('members.email') },
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        col.accessor('kind', {
          header: t('members.kind'),
          meta: { label: t('members.kind') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone={c.getValue() === 'agent' ? 'brand' : c.getValue() === 'trial' ? 'muted' : 'info'} plain>
              {t(`kind.${c.getValue()}`)}
            </Badge>
          ),
        }),
        col.accessor('locked', {
          header: t('members.state'),
          meta: { label: t('members.state') },
          enableSorting: false,
          cell: (c) => <StatusBadge status={c.getValue() ? 'locked' : 'active'} />,
        }),
        col.accessor('balance', {
          header: t('members.balance'),
          meta: { label: t('members.balance'), align: 'right' },
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        col.accessor('createdAt', {
          header: t('members.registered'),
          meta: { label: t('members.registered') },
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('lastLoginAt', {
          header: t('members.lastLogin'),
          meta: { label: t('members.lastLogin') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
      ]),
    [t],
  );

  const apply = form.handleSubmit((v) => {
    setFilters({ ...v, q: v.q || undefined, status: v.status || undefined, kind: v.kind || undefined });
    list.firstPage();
  });

  return (
    <>
      <PageHead title={t('nav.members')} sub={t('members.sub')}>
        <BrandPicker choice={brand} onPick={list.firstPage} />
      </PageHead>
      <ListTable
        id="members"
        columns={columns}
        list={list}
        query={query}
        onRowClick={(r) => navigate(`/members/${r.id}`)}
        toolbar={
          <form className="toolbar" onSubmit={apply}>
            <select className="select" aria-label={t('members.searchBy')} {...form.register('field')}>
              {memberSearchFields.map((f) => (
                <option key={f} value={f}>
                  {t(`members.field.${f}`)}
                </option>
              ))}
            </select>
            <input
              className="input"
              style={{ width: 240 }}
              placeholder={t('members.searchPlaceholder')}
              aria-label={t('members.search')}
              {...form.register('q')}
            />
            <select
              className="select"
              aria-label={t('members.state')}
              {...form.register('status', { setValueAs: (v) => v || undefined })}
            >
              <option value="">{t('members.anyState')}</option>
              <option value="active">{t('status.active')}</option>
              <option value="locked">{t('status.locked')}</option>
            </select>
            <select
              className="select"
              aria-label={t('members.kind')}
              {...form.register('kind', { setValueAs: (v) => v || undefined })}
            >
              <option value="">{t('members.anyKind')}</option>
              <option value="player">{t('kind.player')}</option>
              <option value="agent">{t('kind.agent')}</option>
              <option value="trial">{t('kind.trial')}</option>
            </select>
            <Button type="submit" variant="primary">
              <Icon name="search" size={14} />
              {t('app.search')}
            </Button>
          </form>
        }
      />
    </>
  );
}
