import type { TPage } from '@portal/contracts/console';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import type { Columns } from '../../shared/ui/DataTable.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { LiveStatus } from '../../shared/ui/LiveStatus.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';

/**
 * A money queue's list state: server paging and sorting, the status tab (pending first) and the search text. `params`
 * is what the queue's call takes; a new status or search starts again from the first page.
 */
export function useQueue<S extends string>() {
  const list = useListState([{ id: 'createdAt', desc: false }]);
  const [status, setStatus] = useState<S | 'all'>('pending' as S);
  const [q, setQ] = useState('');
  return {
    list,
    status,
    choose: (s: S | 'all') => {
      setStatus(s);
      list.firstPage();
    },
    search: (text: string) => {
      setQ(text);
      list.firstPage();
    },
    params: { ...list.params, status: status === 'all' ? undefined : status, q },
  };
}

/**
 * The table every money queue shows: its title with the live refresh state, the status tabs, the search, any further
 * filters, and the rows paged and sorted on the server.
 */
export function QueueTable<T extends RowData, S extends string>({
  id,
  title,
  sub,
  statuses,
  queue,
  query,
  columns,
  rowKey,
  searchLabel,
  filters,
}: {
  id: string;
  title: string;
  sub: string;
  statuses: ReadonlyArray<S | 'all'>;
  queue: ReturnType<typeof useQueue<S>>;
  query: UseQueryResult<TPage<T>>;
  columns: Columns<T>;
  rowKey: (row: T) => string;
  searchLabel: string;
  filters?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<{ q: string }>({ defaultValues: { q: '' } });
  const { list } = queue;
  return (
    <>
      <PageHead title={title} sub={sub}>
        <LiveStatus updatedAt={query.dataUpdatedAt} fetching={query.isFetching} refresh={() => void query.refetch()} />
      </PageHead>
      <ListTable
        id={id}
        columns={columns}
        list={list}
        query={query}
        rowKey={rowKey}
        emptyText={queue.status === 'pending' ? t('queues.nothingWaiting') : undefined}
        toolbar={
          <>
            <fieldset className="segmented">
              <legend className="sr-only">{t('queues.status')}</legend>
              {statuses.map((s) => (
                <button type="button" key={s} aria-pressed={queue.status === s} onClick={() => queue.choose(s)}>
                  {s === 'all' ? t('queues.all') : t(`status.${String(s)}` as string)}
                </button>
              ))}
            </fieldset>
            {filters}
            <form className="toolbar" onSubmit={form.handleSubmit((v) => queue.search(v.q.trim().slice(0, 60)))}>
              <input className="input" placeholder={searchLabel} aria-label={searchLabel} {...form.register('q')} />
              <Button type="submit" variant="secondary" aria-label={t('app.search')}>
                <Icon name="search" size={14} />
              </Button>
            </form>
          </>
        }
      />
    </>
  );
}
