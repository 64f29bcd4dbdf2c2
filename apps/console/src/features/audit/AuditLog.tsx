import { zodResolver } from '@hookform/resolvers/zod';
import { auditOps, type TAuditRow, ZAuditSearchQuery } from '@portal/contracts/console';
import type { OpQuery } from '@portal/contracts/op';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../shared/api/op.ts';
import { dateTime, operatorZone } from '../../shared/format.ts';
import { Badge, type Tone } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DateInput } from '../../shared/ui/DateInput.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';

const c = columnsOf<TAuditRow>();
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

/** An action's details as one line, the whole of it on hover. */
function Detail({ detail }: { detail: TAuditRow['detail'] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="muted">—</span>;
  const text = entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' · ');
  return (
    <span className="json muted" title={text} style={{ display: 'inline-block' }}>
      {text}
    </span>
  );
}

/** Every operator action, filtered by operator, action, target and date (days in the operator's time zone). */
export default function AuditLog() {
  const { t } = useTranslation();
  const list = useListState([], 50);
  const [filters, setFilters] = useState<Filters>({});
  const actions = useQuery({
    queryKey: ['audit-actions'],
    queryFn: () => call(auditOps.actions),
  });
  const query = useQuery({
    queryKey: ['audit', list.params, filters],
    queryFn: () =>
      call(auditOps.search, {
        // The table's sortable column ids are the query's keys.
        query: { ...list.params, ...filters, tz: operatorZone() } as OpQuery<typeof auditOps.search>,
      }),
    placeholderData: keepPreviousData,
  });
  const form = useForm<Filters>({ resolver: zodResolver(ZFilters), defaultValues: {} });
  const columns = useMemo(
    () =>
      c.columns([
        c.field('createdAt', t('audit.when'), { cell: dateTime }),
        c.field('operator', t('audit.operator'), { cell: (v) => <span className="strong">{v}</span> }),
        c.field('action', t('audit.action'), {
          cell: (v) => (
            <Badge tone={toneOf(v)} plain>
              {t(`action.${v}`, { defaultValue: v })}
            </Badge>
          ),
        }),
        c.field('target', t('audit.target'), { className: 'mono' }),
        c.field('detail', t('audit.detail'), { cell: (v) => <Detail detail={v} /> }),
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
      <ListTable
        id="audit"
        columns={columns}
        list={list}
        query={query}
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
            <DateInput aria-label={t('audit.from')} {...form.register('from', { setValueAs: blankToUndefined })} />
            <DateInput aria-label={t('audit.to')} {...form.register('to', { setValueAs: blankToUndefined })} />
            <Button type="submit" variant="primary">
              {t('audit.apply')}
            </Button>
          </form>
        }
      />
    </>
  );
}
