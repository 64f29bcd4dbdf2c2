import type { TPeriod } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { teamProfitQuery } from './api.ts';
import { today, USERNAME } from './filters.ts';
import { Signed, Totals } from './Totals.tsx';

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
  const { data, error, isPending, isFetching, refetch } = useQuery({
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
        <label>
          {t('agent.day')}
          <input
            type="date"
            value={draft.date}
            required
            onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
          />
        </label>
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
      {isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('agent.loading')}</span>
          <Skeleton height={240} />
        </div>
      ) : error || !data ? (
        <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('agent.retry')} />
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {t('agent.periodRange', { from: data.from, to: data.to })}
          </p>
          <Totals totals={data.totals} label={t('agent.totals')} />
          {!data.list.length ? (
            <EmptyState title={t('agent.noPeriodData')} />
          ) : (
            <>
              <table className="mc-table ac-table" aria-busy={isFetching || undefined}>
                <caption className="sr-only">{t('agent.page.palStatementsAgentCopy')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.col.member')}</th>
                    <th scope="col">{t('agent.col.type')}</th>
                    <th scope="col">{t('agent.col.level')}</th>
                    <th scope="col" className="ac-num">
                      {t('agent.sum.rounds')}
                    </th>
                    <th scope="col" className="ac-num">
                      {t('agent.sum.bet')}
                    </th>
                    <th scope="col" className="ac-num">
                      {t('agent.sum.validBet')}
                    </th>
                    <th scope="col" className="ac-num">
                      {t('agent.sum.payout')}
                    </th>
                    <th scope="col" className="ac-num">
                      {t('agent.sum.winLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.username}>
                      <th scope="row" data-label={t('agent.col.member')}>
                        {r.username}
                      </th>
                      <td data-label={t('agent.col.type')}>{agentType(r.agentType)}</td>
                      <td data-label={t('agent.col.level')}>{r.level}</td>
                      <td data-label={t('agent.sum.rounds')} className="ac-num">
                        {r.rounds}
                      </td>
                      <td data-label={t('agent.sum.bet')} className="ac-num">
                        <Amount value={r.bet} />
                      </td>
                      <td data-label={t('agent.sum.validBet')} className="ac-num">
                        <Amount value={r.validBet} />
                      </td>
                      <td data-label={t('agent.sum.payout')} className="ac-num">
                        <Amount value={r.payout} />
                      </td>
                      <td data-label={t('agent.sum.winLoss')} className="ac-num">
                        <Signed value={r.winLoss} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={pageNo} total={Math.max(1, data.totalPages)} onPage={setPage} />
            </>
          )}
        </>
      )}
    </div>
  );
}
