import { zodResolver } from '@hookform/resolvers/zod';
import { type TDayFigures, ZDashboardQuery } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { count, dayIn, dayText, money, operatorZone, sign } from '../../shared/format.ts';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { DateInput } from '../../shared/ui/DateInput.tsx';
import { Failed, Money, PageHead } from '../../shared/ui/States.tsx';
import { dashboardQuery } from './api.ts';
import { DayChart, type Series } from './DayChart.tsx';

const PRESETS = [7, 14, 30] as const;
const ZPeriod = ZDashboardQuery.pick({ from: true, to: true });
const col = createColumnHelper<Features, TDayFigures>();
const num = (s: string) => Number(s);

/** Today's figures and a chosen period's, by day, on the brand's clock: the figures the reports show (one definition). */
export default function Dashboard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => ({ from: dayIn(-13), to: dayIn(0) }));
  const form = useForm<{ from: string; to: string }>({ resolver: zodResolver(ZPeriod), values: period });
  // Figures are one brand's: brands may count in different currencies and days.
  const brand = useBrandChoice();
  const query = useQuery(dashboardQuery(period, brand.code));
  const d = query.data;
  // Days are the brand's (the server's answer names its time zone); the operator's own until it arrives.
  const tz = d?.tz ?? operatorZone();
  const preset = PRESETS.find((n) => period.from === dayIn(1 - n, tz) && period.to === dayIn(0, tz));

  const charts = useMemo(() => {
    const days = d?.days.map((x) => x.day) ?? [];
    const money: Series[] = [
      { label: t('dash.deposits'), color: '--win', values: d?.days.map((x) => num(x.deposits)) ?? [], kind: 'bars' },
      {
        label: t('dash.withdrawals'),
        color: '--loss',
        values: d?.days.map((x) => -num(x.withdrawals)) ?? [],
        kind: 'bars',
      },
    ];
    const play: Series[] = [
      { label: t('dash.bets'), color: '--brand-2', values: d?.days.map((x) => num(x.bets)) ?? [], kind: 'bars' },
      { label: t('dash.ggr'), color: '--accent', values: d?.days.map((x) => num(x.ggr)) ?? [], kind: 'line' },
    ];
    const players: Series[] = [
      {
        label: t('dash.registrations'),
        color: '--brand',
        values: d?.days.map((x) => x.registrations) ?? [],
        kind: 'bars',
      },
      {
        label: t('dash.firstDeposits'),
        color: '--win',
        values: d?.days.map((x) => x.firstDeposits) ?? [],
        kind: 'line',
      },
      { label: t('dash.active'), color: '--info', values: d?.days.map((x) => x.activePlayers) ?? [], kind: 'line' },
    ];
    return { days, money, play, players };
  }, [d, t]);

  const columns = useMemo(() => {
    const amount = (key: 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'ggr', label: string, signed = false) =>
      col.accessor(key, {
        header: label,
        meta: { label, align: 'right' },
        enableSorting: false,
        cell: (c) => <Money amount={c.getValue()} signed={signed} />,
      });
    const n = (
      key: 'registrations' | 'firstDeposits' | 'activePlayers' | 'depositCount' | 'withdrawalCount' | 'betCount',
      label: string,
    ) =>
      col.accessor(key, {
        header: label,
        meta: { label, align: 'right' },
        enableSorting: false,
        cell: (c) => count(c.getValue()),
      });
    return col.columns([
      col.accessor('day', {
        header: t('dash.day'),
        meta: { label: t('dash.day') },
        enableSorting: false,
        cell: (c) => <span className="strong">{dayText(c.getValue())}</span>,
      }),
      n('registrations', t('dash.registrations')),
      n('firstDeposits', t('dash.firstDeposits')),
      amount('deposits', t('dash.deposits')),
      n('depositCount', t('dash.depositCount')),
      amount('withdrawals', t('dash.withdrawals')),
      n('withdrawalCount', t('dash.withdrawalCount')),
      amount('bets', t('dash.bets')),
      n('betCount', t('dash.betCount')),
      amount('wins', t('dash.wins')),
      amount('ggr', t('dash.ggr'), true),
      n('activePlayers', t('dash.active')),
    ]);
  }, [t]);
  const byDay = useMemo(() => (d ? { rows: [...d.days].reverse(), total: d.days.length } : undefined), [d]);

  return (
    <>
      <PageHead title={t('nav.dashboard')} sub={t('dash.sub', { tz })}>
        <BrandPicker choice={brand} />
        <fieldset className="segmented">
          <legend className="sr-only">{t('dash.period')}</legend>
          {PRESETS.map((n) => (
            <button
              type="button"
              key={n}
              aria-pressed={preset === n}
              onClick={() => setPeriod({ from: dayIn(1 - n, tz), to: dayIn(0, tz) })}
            >
              {t('dash.lastDays', { n })}
            </button>
          ))}
        </fieldset>
        <form className="toolbar" onSubmit={form.handleSubmit((v) => setPeriod(v))} noValidate>
          <DateInput aria-label={t('dash.from')} {...form.register('from')} />
          <span className="muted">–</span>
          <DateInput aria-label={t('dash.to')} {...form.register('to')} />
          <Button type="submit">{t('dash.show')}</Button>
        </form>
      </PageHead>
      {query.error ? <Failed error={query.error} retry={() => void query.refetch()} /> : null}

      <h2 className="section-title">{t('dash.today')}</h2>
      <div className="tiles" style={{ marginBottom: 12 }}>
        <Kpi
          label={t('dash.registrations')}
          value={d ? count(d.today.registrations) : null}
          sub={d ? t('dash.inPeriod', { v: count(d.period.registrations) }) : ''}
        />
        <Kpi
          label={t('dash.firstDeposits')}
          value={d ? count(d.today.firstDeposits) : null}
          sub={d ? t('dash.inPeriod', { v: count(d.period.firstDeposits) }) : ''}
        />
        <Kpi
          label={t('dash.deposits')}
          value={d ? money(d.today.deposits) : null}
          sub={d ? t('dash.countAndPeriod', { n: count(d.today.depositCount), v: money(d.period.deposits) }) : ''}
        />
        <Kpi
          label={t('dash.withdrawals')}
          value={d ? money(d.today.withdrawals) : null}
          sub={d ? t('dash.countAndPeriod', { n: count(d.today.withdrawalCount), v: money(d.period.withdrawals) }) : ''}
        />
        <Kpi
          label={t('dash.bets')}
          value={d ? money(d.today.bets) : null}
          sub={d ? t('dash.countAndPeriod', { n: count(d.today.betCount), v: money(d.period.bets) }) : ''}
        />
        <Kpi
          label={t('dash.ggr')}
          value={d ? money(d.today.ggr) : null}
          tone={d ? sign(d.today.ggr) : ''}
          sub={d ? t('dash.inPeriod', { v: money(d.period.ggr) }) : ''}
        />
        <Kpi
          label={t('dash.active')}
          value={d ? count(d.today.activePlayers) : null}
          sub={d ? t('dash.inPeriod', { v: count(d.period.activePlayers) }) : ''}
        />
      </div>

      <h2 className="section-title">{t('dash.waiting')}</h2>
      <div className="tiles" style={{ marginBottom: 12 }}>
        <QueueTile href="/queues/deposits" label={t('dash.pendingDeposits')} n={d?.pending.deposits} />
        <QueueTile href="/queues/withdrawals" label={t('dash.pendingWithdrawals')} n={d?.pending.withdrawals} />
        <QueueTile href="/queues/withdrawals" label={t('dash.notReceived')} n={d?.pending.notReceived} />
      </div>

      <div className="chart-grid" style={{ marginBottom: 12 }}>
        <ChartPanel title={t('dash.moneyChart')} series={charts.money} days={charts.days} />
        <ChartPanel title={t('dash.playersChart')} series={charts.players} days={charts.days} />
      </div>
      <div className="chart-grid" style={{ marginBottom: 12, gridTemplateColumns: '1fr' }}>
        <ChartPanel title={t('dash.playChart')} series={charts.play} days={charts.days} />
      </div>
      <DataTable
        id="dashboard-days"
        columns={columns}
        data={byDay}
        loading={query.isPending}
        error={null}
        pagination={{ pageIndex: 0, pageSize: 100 }}
        onPaginationChange={() => undefined}
        rowKey={(r) => r.day}
        toolbar={<h2>{t('dash.byDay')}</h2>}
      />
    </>
  );
}

function Kpi({ label, value, sub, tone }: { label: string; value: string | null; sub: string; tone?: string }) {
  return (
    <div className="tile">
      <div className="tile-label">{label}</div>
      <div className={`tile-value ${tone ?? ''}`}>
        {value ?? <div className="skeleton" style={{ width: '60%', height: 18 }} />}
      </div>
      <div className="tile-sub">{sub}</div>
    </div>
  );
}

function QueueTile({ href, label, n }: { href: string; label: string; n: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Link href={href} className={`tile${n ? ' alert' : ''}`}>
      <div className="tile-label">{label}</div>
      <div className="tile-value">{n === undefined ? '—' : count(n)}</div>
      <div className="tile-sub">{n ? t('dash.openQueue') : t('dash.nothingWaiting')}</div>
    </Link>
  );
}

function ChartPanel({ title, series, days }: { title: string; series: Series[]; days: string[] }) {
  const { t } = useTranslation();
  const dayLabel = t('dash.day');
  return (
    <section className="panel">
      <div className="panel-head">
        <h2>{title}</h2>
      </div>
      <div className="panel-body">
        {days.length ? <DayChart days={days} series={series} dayLabel={dayLabel} /> : <div className="chart" />}
      </div>
    </section>
  );
}
