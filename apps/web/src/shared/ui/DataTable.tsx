import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { ErrorState, Skeleton } from './States.tsx';

/** A column of a record table: its header, how a row fills it, and whether it holds a number (right-aligned). */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  num?: boolean;
  /** What the header shows when not the label itself (e.g. a label for readers only). */
  header?: ReactNode;
}

/**
 * A record table of the member and agent centres. The first column heads each row (a row header for screen readers);
 * every cell carries its column's label, which phones show when rows become cards (member-centre.css).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy,
  className = '',
  rowHeaderId,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T> | false | undefined>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  busy?: boolean;
  className?: string;
  /** An id for each row's header, so a control in the row can point at what it acts on. */
  rowHeaderId?: (row: T) => string;
}) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  const numClass = (c: Column<T>) => (c.num ? 'num' : undefined);
  return (
    <table className={`mc-table ${className}`.trim()} aria-busy={busy || undefined}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {shown.map((c) => (
            <th key={c.label} scope="col" className={numClass(c)}>
              {c.header ?? c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {shown.map((c, i) =>
              i === 0 ? (
                <th key={c.label} scope="row" id={rowHeaderId?.(row)} data-label={c.label} className={numClass(c)}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.label} data-label={c.label} className={numClass(c)}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A query's three faces: a skeleton while it loads (announced to readers), its error with a retry, then its data. */
export function QueryView<T>({
  query,
  height = 240,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('states.loading')}</span>
        <Skeleton height={height} />
      </div>
    );
  if (query.error || query.data === undefined)
    return (
      <ErrorState message={errorText(t, query.error)} onRetry={() => query.refetch()} retryLabel={t('states.retry')} />
    );
  return <>{children(query.data)}</>;
}
