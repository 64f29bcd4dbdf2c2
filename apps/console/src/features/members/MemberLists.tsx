import {
  memberConsoleOps,
  queueOps,
  type TBetRow,
  type TDepositQueueRow,
  type TLedgerRow,
  type TPage,
  type TSessionRow,
  type TWithdrawalQueueRow,
} from '@portal/contracts/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/op.ts';
import { dateTime } from '../../shared/format.ts';
import { Badge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { type Columns, DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money } from '../../shared/ui/States.tsx';

export type MemberTab = 'ledger' | 'bets' | 'sessions' | 'deposits' | 'withdrawals';

/** Each tab's rows. */
type Rows = {
  ledger: TLedgerRow;
  bets: TBetRow;
  sessions: TSessionRow;
  deposits: TDepositQueueRow;
  withdrawals: TWithdrawalQueueRow;
};
/** A page of a tab, newest first (the tabs' columns do not sort). */
type PageParams = { page: number; size: number; dir: 'desc' };

/** Where each tab's rows come from: the member's own lists, or the queues filtered to the member. */
const SOURCE: { [K in MemberTab]: (id: number, q: PageParams) => Promise<TPage<Rows[K]>> } = {
  ledger: (id, query) => call(memberConsoleOps.ledger, { params: { id }, query }),
  bets: (id, query) => call(memberConsoleOps.bets, { params: { id }, query }),
  sessions: (id, query) => call(memberConsoleOps.sessions, { params: { id }, query }),
  deposits: (id, query) => call(queueOps.deposits, { query: { ...query, memberId: id } }),
  withdrawals: (id, query) => call(queueOps.withdrawals, { query: { ...query, memberId: id } }),
};

function usePage<K extends MemberTab>(id: number, tab: K) {
  const list = useListState([], 25);
  const query = useQuery({
    queryKey: ['member', id, tab, list.params],
    queryFn: () => SOURCE[tab](id, { page: list.params.page, size: list.params.size, dir: 'desc' }),
    placeholderData: keepPreviousData,
  });
  return { list, query };
}

function Listing<K extends MemberTab>({
  id,
  tab,
  columns,
  rowKey,
}: {
  id: number;
  tab: K;
  columns: Columns<Rows[K]>;
  rowKey: (r: Rows[K]) => string;
}) {
  const { list, query } = usePage(id, tab);
  return (
    <DataTable
      id={`member-${tab}`}
      columns={columns}
      data={query.data}
      loading={query.isPending}
      error={query.error}
      pagination={list.pagination}
      onPaginationChange={list.setPagination}
      rowKey={rowKey}
    />
  );
}

const ledgerCol = createColumnHelper<Features, TLedgerRow>();
const betCol = createColumnHelper<Features, TBetRow>();
const sessionCol = createColumnHelper<Features, TSessionRow>();
const depositCol = createColumnHelper<Features, TDepositQueueRow>();
const withdrawalCol = createColumnHelper<Features, TWithdrawalQueueRow>();
const off = { enableSorting: false } as const;

export function MemberList({ id, tab }: { id: number; tab: MemberTab }) {
  const { t } = useTranslation();
  const cols = useMemo(() => {
    const when = t('members.when');
    const amount = t('queues.amount');
    return {
      ledger: ledgerCol.columns([
        ledgerCol.accessor('createdAt', {
          header: when,
          meta: { label: when },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        ledgerCol.accessor('kind', {
          header: t('members.movement'),
          meta: { label: t('members.movement') },
          ...off,
          cell: (c) => <Badge plain>{t(`movement.${c.getValue()}`, { defaultValue: c.getValue() })}</Badge>,
        }),
        ledgerCol.accessor('wallet', { header: t('members.wallet'), meta: { label: t('members.wallet') }, ...off }),
        ledgerCol.accessor('amount', {
          header: amount,
          meta: { label: amount, align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} signed />,
        }),
        ledgerCol.accessor('balanceAfter', {
          header: t('members.balanceAfter'),
          meta: { label: t('members.balanceAfter'), align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        ledgerCol.accessor('memo', {
          header: t('members.memo'),
          meta: { label: t('members.memo') },
          ...off,
          cell: (c) => c.getValue() ?? '—',
        }),
      ]),
      bets: betCol.columns([
        betCol.accessor('createdAt', {
          header: when,
          meta: { label: when },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        betCol.accessor('game', {
          header: t('members.game'),
          meta: { label: t('members.game') },
          ...off,
          cell: (c) => (
            <>
              <span className="strong">{c.getValue() ?? '—'}</span>
              <span className="sub">{c.row.original.vendor ?? c.row.original.provider}</span>
            </>
          ),
        }),
        betCol.accessor('roundId', {
          header: t('members.round'),
          meta: { label: t('members.round'), className: 'mono' },
          ...off,
        }),
        betCol.accessor('bet', {
          header: t('members.bet'),
          meta: { label: t('members.bet'), align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        betCol.accessor('win', {
          header: t('members.win'),
          meta: { label: t('members.win'), align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        betCol.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          ...off,
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
      ]),
      sessions: sessionCol.columns([
        sessionCol.accessor('createdAt', {
          header: t('members.signedIn'),
          meta: { label: t('members.signedIn') },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        sessionCol.accessor('loginType', {
          header: t('members.loginType'),
          meta: { label: t('members.loginType') },
          ...off,
        }),
        sessionCol.accessor('ip', {
          header: t('members.ip'),
          meta: { label: t('members.ip') },
          ...off,
          cell: (c) => <span className="mono">{c.getValue() ?? '—'}</span>,
        }),
        sessionCol.accessor('expiresAt', {
          header: t('members.expires'),
          meta: { label: t('members.expires') },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        sessionCol.accessor('revokedAt', {
          header: t('members.endedAt'),
          meta: { label: t('members.endedAt') },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        sessionCol.accessor('state', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          ...off,
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
        sessionCol.accessor('id', { header: 'ID', meta: { label: 'ID', className: 'mono' }, ...off }),
      ]),
      deposits: depositCol.columns([
        depositCol.accessor('createdAt', {
          header: when,
          meta: { label: when },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        depositCol.accessor('ref', {
          header: t('queues.ref'),
          meta: { label: t('queues.ref'), className: 'mono' },
          ...off,
        }),
        depositCol.accessor('channel', { header: t('queues.channel'), meta: { label: t('queues.channel') }, ...off }),
        depositCol.accessor('amount', {
          header: amount,
          meta: { label: amount, align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        depositCol.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          ...off,
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
        depositCol.accessor('actedBy', {
          header: t('queues.acted'),
          meta: { label: t('queues.acted') },
          ...off,
          cell: (c) => c.getValue() ?? '—',
        }),
      ]),
      withdrawals: withdrawalCol.columns([
        withdrawalCol.accessor('createdAt', {
          header: when,
          meta: { label: when },
          ...off,
          cell: (c) => dateTime(c.getValue()),
        }),
        withdrawalCol.accessor('id', { header: '#', meta: { label: 'ID', className: 'mono' }, ...off }),
        withdrawalCol.accessor('account', {
          header: t('queues.payTo'),
          meta: { label: t('queues.payTo'), className: 'mono' },
          ...off,
        }),
        withdrawalCol.accessor('amount', {
          header: amount,
          meta: { label: amount, align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        withdrawalCol.accessor('status', {
          header: t('queues.status'),
          meta: { label: t('queues.status') },
          ...off,
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
        withdrawalCol.accessor('actedBy', {
          header: t('queues.acted'),
          meta: { label: t('queues.acted') },
          ...off,
          cell: (c) => c.getValue() ?? '—',
        }),
      ]),
    };
  }, [t]);

  switch (tab) {
    case 'ledger':
      return <Listing id={id} tab={tab} columns={cols.ledger} rowKey={(r) => String(r.id)} />;
    case 'bets':
      return <Listing id={id} tab={tab} columns={cols.bets} rowKey={(r) => `${r.provider}:${r.roundId}`} />;
    case 'sessions':
      return <Listing id={id} tab={tab} columns={cols.sessions} rowKey={(r) => r.id} />;
    case 'deposits':
      return <Listing id={id} tab={tab} columns={cols.deposits} rowKey={(r) => r.ref} />;
    default:
      return <Listing id={id} tab={tab} columns={cols.withdrawals} rowKey={(r) => String(r.id)} />;
  }
}
