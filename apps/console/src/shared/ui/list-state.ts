import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';

/** A list's server-side paging and sorting, and the query parameters they make. */
export function useListState(initialSort: SortingState = [], pageSize = 25) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const first = sorting[0];
  return {
    pagination,
    setPagination,
    sorting,
    setSorting,
    params: {
      page: pagination.pageIndex,
      size: pagination.pageSize,
      ...(first ? { sort: first.id, dir: first.desc ? 'desc' : 'asc' } : {}),
    },
    /** New filters start again from the first page. */
    firstPage: () => setPagination((p) => ({ ...p, pageIndex: 0 })),
  };
}
