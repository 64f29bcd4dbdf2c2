import { zodResolver } from '@hookform/resolvers/zod';
import { outboxOps, type TConsoleOutboxRow, ZConsoleOutboxQuery } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../shared/api/op.ts';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';

const c = columnsOf<TConsoleOutboxRow>();
type Search = z.input<typeof ZConsoleOutboxQuery>;

/**
 * The SMS and mail outbox (where messages stay while the brand has no gateway): the last 50 messages to one phone or
 * email of this brand, with the code each carries. How an operator of the demo reads a member's login codes; every
 * search is recorded in the audit log.
 */
export default function Outbox() {
  const { t } = useTranslation();
  const list = useListState([], 50);
  const [to, setTo] = useState<string>();
  const query = useQuery({
    queryKey: ['outbox', to],
    queryFn: () => call(outboxOps.search, { query: { to: to ?? '' } }),
    enabled: to !== undefined,
    // Codes expire within minutes: always read afresh.
    staleTime: 0,
    gcTime: 0,
  });
  const form = useForm<Search>({ resolver: zodResolver(ZConsoleOutboxQuery), defaultValues: { to: '' } });
  const columns = useMemo(
    () =>
      c.columns([
        c.field('time', t('outbox.time'), { cell: dateTime }),
        c.field('channel', t('outbox.channel'), {
          cell: (v) => (
            <Badge tone={v === 'sms' ? 'info' : 'brand'} plain>
              {t(`outbox.${v}`)}
            </Badge>
          ),
        }),
        c.field('to', t('outbox.to'), { className: 'mono' }),
        c.field('code', t('outbox.code'), {
          className: 'mono',
          cell: (v) => (v ? <span className="strong">{v}</span> : <span className="muted">—</span>),
        }),
        c.field('text', t('outbox.text')),
      ]),
    [t],
  );
  const search = form.handleSubmit((v) => {
    setTo(v.to.trim());
    list.firstPage();
  });
  const rows = query.data;
  return (
    <>
      <PageHead title={t('nav.outbox')} sub={t('outbox.sub')} />
      <DataTable
        id="outbox"
        columns={columns}
        data={rows ? { rows, total: rows.length } : undefined}
        loading={to !== undefined && query.isFetching}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => `${r.time}|${r.channel}|${r.text}`}
        emptyText={to === undefined ? t('outbox.hint') : t('outbox.empty')}
        toolbar={
          <form className="toolbar" onSubmit={search} noValidate>
            <input
              className="input"
              style={{ width: 240 }}
              type="search"
              placeholder={t('outbox.to')}
              aria-label={t('outbox.to')}
              aria-invalid={form.formState.errors.to ? true : undefined}
              {...form.register('to')}
            />
            <Button type="submit" variant="primary">
              {t('outbox.search')}
            </Button>
          </form>
        }
      />
    </>
  );
}
