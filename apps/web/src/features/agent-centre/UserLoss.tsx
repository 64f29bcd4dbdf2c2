import type { TPeriod } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, QueryView } from '../../shared/ui/DataTable.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { teamProfitQuery } from './api.ts';
import { today, USERNAME } from './filters.ts';
import { betColumns, Totals } from './Totals.tsx';

const PAGE_SIZE = 10;
const PERIODS: TPeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly'];

/** palStatementsAgentCopy: each team member's profit and loss for the period containing a day, with totals. */
export default function UserLoss() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ period: TPeriod; date: string; username: string }>({
    period: 'weekly',
    date: today(),
    username: '',
  });
  const [filters, setFilters] = useState(draft);
  const [pageNo, setPage] = useState(1);
  const invalidName = !USERNAME.test(draft.username.trim());
  const query = useQuery({
    ...teamProfitQuery({ ...filters, pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalidName || !draft.date) return;
    setFilters({ ...draft, username: draft.username.trim() });
    setPage(1);
  };
  const agentType = (n: number) => (n === 0 ? t('agent.type.player') : t('agent.type.agent', { type: n }));
  return (
    <div className="mc-stack">
      <form className="mc-filters ac-filters" onSubmit={submit} aria-label={t('agent.filters')}>
        <label>
          {t('agent.period')}
          <select value={draft.period} onChange={(e) => setDraft((d) => ({ ...d, period: e.target.value as TPeriod }))}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`agent.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={t('agent.day')}
          value={draft.date}
          required
          onChange={(v) => setDraft((d) => ({ ...d, date: v }))}
        />
        <label>
          {t('agent.col.member')}
          <input
            type="search"
            value={draft.username}
            maxLength={32}
            placeholder={t('agent.allMembers')}
            aria-invalid={invalidName || undefined}
            onChange={(e) => setDraft((d) => ({ ...d, username: e.target.value }))}
          />
        </label>
        <button type="submit" className="btn btn-primary btn-sm ac-apply" disabled={invalidName || !draft.date}>
          {t('agent.search')}
        </button>
      </form>
      <QueryView query={query}>
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {t('agent.periodRange', { from: data.from, to: data.to })}
            </p>
            <Totals totals={data.totals} label={t('agent.totals')} />
            {!data.list.length ? (
              <EmptyState title={t('agent.noPeriodData')} />
            ) : (
              <>
                <DataTable
                  caption={t('agent.page.palStatementsAgentCopy')}
                  className="ac-table cards"
                  busy={query.isFetching}
                  rows={data.list}
                  rowKey={(r) => r.username}
                  columns={[
                    { label: t('agent.col.member'), cell: (r) => r.username },
                    { label: t('agent.col.type'), cell: (r) => agentType(r.agentType) },
                    { label: t('agent.col.level'), cell: (r) => r.level },
                    { label: t('agent.sum.rounds'), num: true, cell: (r) => r.rounds },
                    ...betColumns(t),
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
