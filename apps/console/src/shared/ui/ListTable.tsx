import type { TPage } from '@portal/contracts/console';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ComponentProps } from 'react';
import { DataTable } from './DataTable.tsx';
import type { useListState } from './list-state.ts';

type Shared = 'data' | 'loading' | 'error' | 'pagination' | 'onPaginationChange' | 'sorting' | 'onSortingChange';
type Props<T extends RowData> = Omit<ComponentProps<typeof DataTable<T>>, Shared | 'rowKey'> & {
  list: ReturnType<typeof useListState>;
  query: Pick<UseQueryResult<TPage<T>>, 'data' | 'isPending' | 'error'>;
  /** How rows are told apart: their id unless said otherwise (rows without one must say). */
  rowKey?: (row: T) => string;
};

const byId = (row: unknown) => String((row as { id: number }).id);

/** A server-paged list: the query's page and state, and the list state's paging and sorting, into a DataTable. */
export function ListTable<T extends RowData>({ list, query, rowKey, ...table }: Props<T>) {
  return (
    <DataTable
      {...table}
      data={query.data}
      loading={query.isPending}
      error={query.error}
      pagination={list.pagination}
      onPaginationChange={list.setPagination}
      sorting={list.sorting}
      onSortingChange={list.setSorting}
      rowKey={rowKey ?? byId}
    />
  );
}

/** A list's filter as tabs (status and the like); a new choice starts the list again from its first page. */
export function FilterTabs<V extends string>({
  label,
  values,
  value,
  text,
  onChange,
}: {
  label: string;
  values: readonly V[];
  value: V;
  text: (v: V) => string;
  onChange: (v: V) => void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {values.map((v) => (
        <button key={v} type="button" role="tab" aria-selected={value === v} onClick={() => onChange(v)}>
          {text(v)}
        </button>
      ))}
    </div>
  );
}
