import { zodResolver } from '@hookform/resolvers/zod';
import { type TAuditRow, type TPage, ZAuditSearchQuery } from '@portal/contracts/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { dateTime, operatorZone } from '../../shared/format.ts';
import { Badge, type Tone } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';

const col = createColumnHelper<Features, TAuditRow>();
const ZFilters = ZAuditSearchQuery.pick({ operator: true, action: true, target: true, from: true, to: true });
type Filters = z.input<typeof ZFilters>;
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Money actions green, refusals red, account and brand changes in the brand colour. */
const toneOf = (action: string): Tone =>
  /reject|lock\b|disable|reset/.test(action)
    ? 'bad'
    : /approve|pay|adjust|refund/.test(action)
      ? 'ok'
      : /^operator|^merchant/.test(action)
        ? 'brand'
        : 'info';

/** Every operator action, filtered by operator, action, target and date (days in the operator's time zone). */
export default function AuditLog() {
  const { t } = useTranslation();
  const list = useListState([], 50);
  const [filters, setFilters] = useState<Filters>({});
  const actions = useQuery({
    queryKey: ['audit-actions'],
    queryFn: () => api<string[]>('GET', '/console/audit/actions'),
  });
  const query = useQuery({
    queryKey: ['audit', list.params, filters],
    queryFn: () =>
      api<TPage<TAuditRow>>('GET', '/console/audit', { query: { ...list.params, ...filters, tz: operatorZone() } }),
    placeholderData: keepPreviousData,
  });
  const form = useForm<Filters>({ resolver: zodResolver(ZFilters), defaultValues: {} });
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('audit.when'),
          meta: { label: t('audit.when') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('operator', {
          header: t('audit.operator'),
          meta: { label: t('audit.operator') },
          enableSorting: false,
          cell: (c) => <span className="strong">{c.getValue()}</span>,
        }),
        col.accessor('action', {
          header: t('audit.action'),
          meta: { label: t('audit.action') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone={toneOf(c.getValue())} plain>
              {t(`action.${c.getValue()}`, { defaultValue: c.getValue() })}
            </Badge>
          ),
        }),
        col.accessor('target', {
          header: t('audit.target'),
          meta: { label: t('audit.target'), className: 'mono' },
          enableSorting: false,
        }),
        col.accessor('detail', {
          header: t('audit.detail'),
          meta: { label: t('audit.detail') },
          enableSorting: false,
          cell: (c) => {
            const entries = Object.entries(c.getValue());
            if (entries.length === 0) return <span className="muted">—</span>;
            const text = entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' · ');
            return (
              <span className="json muted" title={text} style={{ display: 'inline-block' }}>
                {text}
              </span>
            );
          },
        }),
      ]),
    [t],
  );
  const apply = form.handleSubmit((v) => {
    setFilters(Object.fromEntries(Object.entries(v).filter(([, x]) => x)) as Filters);
    list.firstPage();
  });
  return (
    <>
      <PageHead title={t('nav.audit')} sub={t('audit.sub')} />
      <DataTable
        id="audit"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
        toolbar={
          <form className="toolbar" onSubmit={apply} noValidate>
            <input
              className="input"
              style={{ width: 130 }}
              placeholder={t('audit.operator')}
              aria-label={t('audit.operator')}
              {...form.register('operator', { setValueAs: blankToUndefined })}
            />
            <select
              className="select"
              aria-label={t('audit.action')}
              {...form.register('action', { setValueAs: blankToUndefined })}
            >
              <option value="">{t('audit.anyAction')}</option>
              {(actions.data ?? []).map((a) => (
                <option key={a} value={a}>
                  {t(`action.${a}`, { defaultValue: a })}
                </option>
              ))}
            </select>
            <input
              className="input"
              style={{ width: 160 }}
              placeholder={t('audit.target')}
              aria-label={t('audit.target')}
              {...form.register('target', { setValueAs: blankToUndefined })}
            />
            <input
              className="input"
              type="date"
              aria-label={t('audit.from')}
              {...form.register('from', { setValueAs: blankToUndefined })}
            />
            <input
              className="input"
              type="date"
              aria-label={t('audit.to')}
              {...form.register('to', { setValueAs: blankToUndefined })}
            />
            <Button type="submit" variant="primary">
              {t('audit.apply')}
            </Button>
          </form>
        }
      />
    </>
  );
}
