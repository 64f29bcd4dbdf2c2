import { createColumnHelper, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ColumnInfo, Features } from './DataTable.tsx';

type Look = Omit<ColumnInfo, 'label'>;
type FieldOptions<T, V> = Look & {
  cell?: (value: V, row: T) => ReactNode;
  /** The server sorts by this field (its key is the sort key); lists sort nothing else. */
  sort?: boolean;
};

/**
 * The console's column shorthand: a header is also the column's name in the column chooser, and a column sorts only
 * when the server sorts by it. `columnsOf<Row>()` once per screen, outside the component.
 */
export function columnsOf<T extends RowData>() {
  const col = createColumnHelper<Features, T>();
  return {
    columns: col.columns,
    /** One field of the row; its key is the column id. Without `cell` the value shows as it is. */
    field: <K extends keyof T & string>(key: K, label: string, o: FieldOptions<T, T[K]> = {}) => {
      const { cell, sort, ...look } = o;
      return col.accessor((r: T) => r[key], {
        id: key,
        header: label,
        meta: { label, ...look },
        enableSorting: sort ?? false,
        ...(cell ? { cell: (c) => cell(c.getValue(), c.row.original) } : {}),
      });
    },
    /** A column made from the whole row (names, sums of fields). */
    show: (id: string, label: string, cell: (row: T) => ReactNode, look: Look = {}) =>
      col.display({ id, header: label, meta: { label, ...look }, cell: (c) => cell(c.row.original) }),
    /** The row's buttons: no header text, but a name in the column chooser. */
    actions: (label: string, cell: (row: T) => ReactNode, id = 'actions') =>
      col.display({ id, header: '', meta: { label }, cell: (c) => cell(c.row.original) }),
  };
}
