import {
  incomeSources,
  type TContractKind,
  type TIncomeLine,
  type TIncomeSource,
} from '@portal/contracts/agent-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { DataTable, QueryView } from '../../shared/ui/DataTable.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { incomeQuery } from './api.ts';
import { CONTRACT_PAGE } from './contract-pages.ts';
import { rangeError, today } from './filters.ts';
import { IncomeTotals } from './IncomeTotals.tsx';
import { useAgentNav } from './nav.ts';

const PAGE_SIZE = 10;

/** The first day of this month (UTC, like the report's days). */
const monthStart = () => `${today().slice(0, 8)}01`;

/** The contract kind behind a line; null for an upline transfer, which opens nothing. */
const kindOf = (l: TIncomeLine): TContractKind | null =>
  l.source === 'upline_transfer' || l.contractId === null ? null : l.source;

/** agentRevenueReport: what the agent earned from its contracts and upline transfers, per source and line by line. */
/** A line's own id: its source and the statement or transfer behind it. */
const lineId = (l: TIncomeLine) => `ac-income-${l.source}-${l.statementId}`;

export default function Income() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const nav = useAgentNav();
  const [draft, setDraft] = useState({ startDate: monthStart(), endDate: today(), source: '' as TIncomeSource | '' });
  const [filters, setFilters] = useState(draft);
  const [pageNo, setPage] = useState(1);
  const badRange = rangeError(t, draft.startDate, draft.endDate);
  const query = useQuery({
    ...incomeQuery({
      startDate: filters.startDate,
      endDate: filters.endDate,
      ...(filters.source ? { source: filters.source } : {}),
      pageNo,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badRange) return;
    setFilters(draft);
    setPage(1);
  };
  const openContract = (l: TIncomeLine) => {
    const kind = kindOf(l);
    if (kind) nav.go(CONTRACT_PAGE[kind], { contractId: String(l.contractId) });
  };
  const about = (l: TIncomeLine) =>
    l.from
      ? t('agent.income.fromUpline', { username: l.from })
      : l.periodStart && l.periodEnd
        ? t('contract.period', { from: time(l.periodStart), to: time(l.periodEnd) })
        : '—';
  return (
    <div className="mc-stack">
      <form className="mc-filters ac-filters" onSubmit={submit} aria-label={t('agent.filters')}>
        <DateField
          label={t('agent.from')}
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(v) => setDraft((d) => ({ ...d, startDate: v }))}
        />
        <DateField
          label={t('agent.to')}
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(v) => setDraft((d) => ({ ...d, endDate: v }))}
        />
        <label>
          {t('agent.income.source')}
          <select
            value={draft.source}
            onChange={(e) => setDraft((d) => ({ ...d, source: e.target.value as TIncomeSource | '' }))}
          >
            <option value="">{t('agent.all')}</option>
            {incomeSources.map((s) => (
              <option key={s} value={s}>
                {t(`agent.income.sources.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary btn-sm ac-apply" disabled={Boolean(badRange)}>
          {t('agent.search')}
        </button>
        {badRange && (
          <p className="ac-error ac-filters-error" role="alert">
            {badRange}
          </p>
        )}
      </form>
      <QueryView query={query}>
        {(data) => (
          <>
            <IncomeTotals value={data} />
            {!data.list.length ? (
              <EmptyState title={t('agent.income.none')} />
            ) : (
              <>
                <DataTable
                  caption={t('agent.page.agentRevenueReport')}
                  className="ac-table cards"
                  busy={query.isFetching}
                  rows={data.list}
                  rowKey={lineId}
                  rowHeaderId={lineId}
                  columns={[
                    { label: t('agent.col.time'), cell: (l) => time(l.time) },
                    { label: t('agent.income.source'), cell: (l) => t(`agent.income.sources.${l.source}`) },
                    { label: t('agent.col.about'), cell: about },
                    { label: t('agent.col.amount'), num: true, cell: (l) => <Amount value={l.amount} signed /> },
                    {
                      label: t('agent.col.actions'),
                      header: <span className="sr-only">{t('agent.col.actions')}</span>,
                      cell: (l) =>
                        kindOf(l) ? (
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            // The line's time says which payout it opens.
                            aria-describedby={lineId(l)}
                            onClick={() => openContract(l)}
                          >
                            {t('agent.income.openContract')}
                          </button>
                        ) : null,
                    },
                  ]}
                />
                <Pager page={pageNo} total={Math.max(1, data.totalPages)} onPage={setPage} />
              </>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
