import { zodResolver } from '@hookform/resolvers/zod';
import { ZDashboardQuery } from '@portal/contracts/console';
import type { TPaymentRow, TPlayerRow, TPnlRow, TReport } from '@portal/contracts/console-reports';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { count, dayIn, dayText, operatorZone } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DateInput } from '../../shared/ui/DateInput.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Failed, Money, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { downloadCsv, type Period, reportQuery } from './api.ts';

const ZPeriod = ZDashboardQuery.pick({ from: true, to: true });
type Kind = 'pnl' | 'payments' | 'players';
const pnlCol = createColumnHelper<Features, TPnlRow>();
const payCol = createColumnHelper<Features, TPaymentRow>();
const playerCol = createColumnHelper<Features, TPlayerRow>();
const off = { enableSorting: false } as const;

/** Reports of a period: P&L by vendor and game type, payments by channel, new and active players; each as CSV. */
export default function Reports() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => ({ from: dayIn(-6), to: dayIn(0) }));
  const [kind, setKind] = useState<Kind>('pnl');
  const [busy, setBusy] = useState(false);
  const form = useForm<{ from: string; to: string }>({ resolver: zodResolver(ZPeriod), values: period });
  const brand = useBrandChoice();
  const query = useQuery(reportQuery(period, brand.code));
  const d = query.data;
  // Days are the brand's (the server's answer names its time zone); the operator's own until it arrives.
  const tz = d?.tz ?? operatorZone();
  const exportCsv = () => {
    setBusy(true);
    downloadCsv(kind, period, brand.code)
      .catch((e: unknown) => toast(errorText(t, e), true))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <PageHead title={t('nav.reports')} sub={t('reports.sub', { tz })}>
        <BrandPicker choice={brand} />
        <form className="toolbar" onSubmit={form.handleSubmit((v) => setPeriod(v))} noValidate>
          <DateInput aria-label={t('dash.from')} {...form.register('from')} />
          <span className="muted">–</span>
          <DateInput aria-label={t('dash.to')} {...form.register('to')} />
          <Button type="submit">{t('dash.show')}</Button>
        </form>
      </PageHead>
      {query.error ? <Failed error={query.error} retry={() => void query.refetch()} /> : null}
      <div className="tiles" style={{ marginBottom: 12 }}>
        <Tile label={t('dash.bets')} value={d ? <Money amount={d.totals.bets} /> : '—'} />
        <Tile label={t('reports.validBets')} value={d ? <Money amount={d.totals.validBets} /> : '—'} />
        <Tile label={t('dash.wins')} value={d ? <Money amount={d.totals.wins} /> : '—'} />
        <Tile label={t('dash.ggr')} value={d ? <Money amount={d.totals.ggr} signed /> : '—'} />
        <Tile label={t('dash.deposits')} value={d ? <Money amount={d.totals.deposits} /> : '—'} />
        <Tile label={t('dash.withdrawals')} value={d ? <Money amount={d.totals.withdrawals} /> : '—'} />
        <Tile label={t('reports.newPlayers')} value={d ? count(d.totals.newPlayers) : '—'} />
        <Tile label={t('reports.activePlayers')} value={d ? count(d.totals.activePlayers) : '—'} />
      </div>
      <div className="toolbar" style={{ marginBottom: 8 }}>
        <div className="tabs" role="tablist" aria-label={t('nav.reports')}>
          {(['pnl', 'payments', 'players'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => setKind(k)}>
              {t(`reports.kind.${k}`)}
            </button>
          ))}
        </div>
        <span style={{ flex: 1 }} />
        <Button variant="secondary" busy={busy} onClick={exportCsv}>
          <Icon name="download" />
          {t('reports.csv')}
        </Button>
      </div>
      <ReportTable kind={kind} data={d} loading={query.isPending} error={query.error} />
    </>
  );
}

function ReportTable({
  kind,
  data,
  loading,
  error,
}: {
  kind: Kind;
  data: TReport | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const list = useListState([], 50);
  const cols = useMemo(() => {
    const day = t('reports.day');
    const amount = (key: 'bets' | 'validBets' | 'wins' | 'ggr', label: string, signed = false) =>
      pnlCol.accessor(key, {
        header: label,
        meta: { label, align: 'right' },
        ...off,
        cell: (c) => <Money amount={c.getValue()} signed={signed} />,
      });
    return {
      pnl: pnlCol.columns([
        pnlCol.accessor('day', { header: day, meta: { label: day }, cell: (x) => dayText(x.getValue()), ...off }),
        pnlCol.accessor('vendor', { header: t('games.vendor'), meta: { label: t('games.vendor') }, ...off }),
        pnlCol.accessor('gameType', {
          header: t('games.category'),
          meta: { label: t('games.category') },
          ...off,
          cell: (c) => <Badge plain>{c.getValue()}</Badge>,
        }),
        pnlCol.accessor('rounds', {
          header: t('reports.rounds'),
          meta: { label: t('reports.rounds'), align: 'right' },
          ...off,
          cell: (c) => count(c.getValue()),
        }),
        pnlCol.accessor('players', {
          header: t('reports.players'),
          meta: { label: t('reports.players'), align: 'right' },
          ...off,
          cell: (c) => count(c.getValue()),
        }),
        amount('bets', t('dash.bets')),
        amount('validBets', t('reports.validBets')),
        amount('wins', t('dash.wins')),
        amount('ggr', t('dash.ggr'), true),
      ]),
      payments: payCol.columns([
        payCol.accessor('day', { header: day, meta: { label: day }, cell: (x) => dayText(x.getValue()), ...off }),
        payCol.accessor('direction', {
          header: t('reports.direction'),
          meta: { label: t('reports.direction') },
          ...off,
          cell: (c) => (
            <Badge tone={c.getValue() === 'deposit' ? 'ok' : 'info'}>{t(`reports.dir.${c.getValue()}`)}</Badge>
          ),
        }),
        payCol.accessor('channel', { header: t('queues.channel'), meta: { label: t('queues.channel') }, ...off }),
        payCol.accessor('count', {
          header: t('reports.count'),
          meta: { label: t('reports.count'), align: 'right' },
          ...off,
          cell: (c) => count(c.getValue()),
        }),
        payCol.accessor('amount', {
          header: t('queues.amount'),
          meta: { label: t('queues.amount'), align: 'right' },
          ...off,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
      ]),
      players: playerCol.columns([
        playerCol.accessor('day', { header: day, meta: { label: day }, cell: (x) => dayText(x.getValue()), ...off }),
        playerCol.accessor('newPlayers', {
          header: t('reports.newPlayers'),
          meta: { label: t('reports.newPlayers'), align: 'right' },
          ...off,
          cell: (c) => count(c.getValue()),
        }),
        playerCol.accessor('activePlayers', {
          header: t('reports.activePlayers'),
          meta: { label: t('reports.activePlayers'), align: 'right' },
          ...off,
          cell: (c) => count(c.getValue()),
        }),
      ]),
    };
  }, [t]);
  const page = <T,>(rows: T[] | undefined) => {
    if (!rows) return undefined;
    const start = list.pagination.pageIndex * list.pagination.pageSize;
    return { rows: rows.slice(start, start + list.pagination.pageSize), total: rows.length };
  };
  const common = {
    loading,
    error,
    pagination: list.pagination,
    onPaginationChange: list.setPagination,
    emptyText: t('reports.empty'),
  };
  if (kind === 'pnl')
    return (
      <DataTable
        id="report-pnl"
        columns={cols.pnl}
        data={page(data?.pnl)}
        rowKey={(r) => `${r.day}:${r.vassalage}:${r.gameType}`}
        {...common}
      />
    );
  if (kind === 'payments')
    return (
      <DataTable
        id="report-payments"
        columns={cols.payments}
        data={page(data?.payments)}
        rowKey={(r) => `${r.day}:${r.direction}:${r.channel}`}
        {...common}
      />
    );
  return (
    <DataTable
      id="report-players"
      columns={cols.players}
      data={page(data?.players ? [...data.players].reverse() : undefined)}
      rowKey={(r) => r.day}
      {...common}
    />
  );
}

function Tile({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="tile">
      <div className="tile-label">{label}</div>
      <div className="tile-value">{value}</div>
    </div>
  );
}
