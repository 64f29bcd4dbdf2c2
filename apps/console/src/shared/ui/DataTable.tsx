import type { TPage } from '@portal/contracts/console';
import {
  type ColumnHelper,
  columnVisibilityFeature,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
  type ColumnVisibilityState as VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './errors.ts';
import { Icon } from './Icon.tsx';
import { ColumnMenu, Pager } from './TableParts.tsx';

/** Column extras: right-aligned figures, and the name shown in the column chooser. */
export interface ColumnInfo {
  align?: 'right';
  label?: string;
  className?: string;
}
/** Every console list: the server pages, sorts and filters; the table holds that state and the column choice. */
export const listFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  columnVisibilityFeature,
  columnMeta: {} as ColumnInfo,
});
export type Features = typeof listFeatures;
/** The column list a screen builds with its column helper's `columns([...])`. */
export type Columns<T extends RowData> = ReturnType<ColumnHelper<Features, T>['columns']>;

const savedColumns = (id: string): VisibilityState => {
  try {
    return JSON.parse(localStorage.getItem(`console.columns.${id}`) ?? '{}') as VisibilityState;
  } catch {
    return {};
  }
};

const emptyRows: never[] = [];

export function DataTable<T extends RowData>({
  id,
  columns,
  data,
  loading,
  error,
  pagination,
  onPaginationChange,
  sorting,
  onSortingChange,
  rowKey,
  onRowClick,
  toolbar,
  emptyText,
}: {
  /** Names the table for its saved column choice. */
  id: string;
  columns: Columns<T>;
  data: TPage<T> | undefined;
  loading: boolean;
  error: unknown;
  pagination: PaginationState;
  onPaginationChange: (p: PaginationState) => void;
  sorting?: SortingState;
  onSortingChange?: (s: SortingState) => void;
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  toolbar?: ReactNode;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() => savedColumns(id));
  const table = useTable({
    features: listFeatures,
    columns,
    data: (data?.rows ?? emptyRows) as T[],
    rowCount: data?.total ?? 0,
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { pagination, sorting: sorting ?? [], columnVisibility },
    onPaginationChange: (u) => onPaginationChange(typeof u === 'function' ? u(pagination) : u),
    onSortingChange: (u) => {
      const next = typeof u === 'function' ? u(sorting ?? []) : u;
      onSortingChange?.(next);
      onPaginationChange({ ...pagination, pageIndex: 0 });
    },
    onColumnVisibilityChange: (u) => {
      const next = typeof u === 'function' ? u(columnVisibility) : u;
      localStorage.setItem(`console.columns.${id}`, JSON.stringify(next));
      setColumnVisibility(next);
    },
  });
  const visible = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <div className="panel">
      <div className="panel-head">
        {toolbar}
        <div style={{ marginLeft: 'auto' }}>
          <ColumnMenu
            columns={table.getAllLeafColumns().map((c) => ({
              id: c.id,
              label: c.columnDef.meta?.label ?? c.id,
              visible: c.getIsVisible(),
              canHide: c.getCanHide(),
              toggle: () => c.toggleVisibility(),
            }))}
          />
        </div>
      </div>
      <div className="table-wrap">
        <table className="data" aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      className={meta?.align === 'right' ? 'num' : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          data-sorted={sorted || undefined}
                        >
                          <table.FlexRender header={header} />
                          <Icon
                            name={sorted === 'asc' ? 'sortUp' : sorted === 'desc' ? 'sortDown' : 'sort'}
                            size={12}
                          />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && !data
              ? Array.from({ length: 6 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={i}>
                    {Array.from({ length: visible }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <td key={j}>
                        <div className="skeleton" style={{ width: `${40 + ((i * 7 + j * 13) % 50)}%` }} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr
                    key={row.id}
                    className={onRowClick ? 'clickable' : undefined}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <td
                          key={cell.id}
                          className={
                            [meta?.align === 'right' ? 'num' : '', meta?.className ?? ''].join(' ').trim() || undefined
                          }
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
        </table>
        {error ? (
          <div className="empty" role="alert">
            {errorText(t, error)}
          </div>
        ) : !loading && rows.length === 0 ? (
          <div className="empty">{emptyText ?? t('table.empty')}</div>
        ) : null}
      </div>
      <Pager
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        total={data?.total ?? 0}
        onChange={(pageIndex, pageSize) => onPaginationChange({ pageIndex, pageSize })}
      />
    </div>
  );
}
