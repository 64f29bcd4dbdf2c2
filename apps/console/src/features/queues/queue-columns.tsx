import type { ColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { dateTime } from '../../shared/format.ts';
import { StatusBadge } from '../../shared/ui/Badge.tsx';
import type { Features } from '../../shared/ui/DataTable.tsx';
import { Money } from '../../shared/ui/States.tsx';
import { Acted } from './Acted.tsx';

/** What every queue row carries: when, whose, how much, its state, and who acted last. */
export interface QueueRow {
  createdAt: string;
  memberId: number;
  username: string;
  amount: string;
  status: string;
  actedBy: string | null;
  actedAt: string | null;
  lastAction: string | null;
  reason: string | null;
}

/** The columns both money queues share; the ids are the server's sort keys. */
export function queueColumns<T extends QueueRow>(col: ColumnHelper<Features, T>, t: TFunction) {
  return {
    requested: col.accessor((r) => r.createdAt, {
      id: 'createdAt',
      header: t('queues.requested'),
      meta: { label: t('queues.requested') },
      cell: (c) => dateTime(c.getValue()),
    }),
    member: col.accessor((r) => r.username, {
      id: 'username',
      header: t('queues.member'),
      meta: { label: t('queues.member') },
      cell: (c) => (
        <Link href={`/members/${c.row.original.memberId}`} className="strong">
          {c.getValue()}
          <span className="sub">#{c.row.original.memberId}</span>
        </Link>
      ),
    }),
    amount: col.accessor((r) => r.amount, {
      id: 'amount',
      header: t('queues.amount'),
      meta: { label: t('queues.amount'), align: 'right' },
      cell: (c) => (
        <strong>
          <Money amount={c.getValue()} />
        </strong>
      ),
    }),
    status: col.accessor((r) => r.status, {
      id: 'status',
      header: t('queues.status'),
      meta: { label: t('queues.status') },
      enableSorting: false,
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    acted: col.display({
      id: 'acted',
      header: t('queues.acted'),
      meta: { label: t('queues.acted') },
      cell: (c) => <Acted row={c.row.original} />,
    }),
  };
}
