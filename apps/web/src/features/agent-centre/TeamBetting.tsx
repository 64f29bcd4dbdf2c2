import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useVendors } from '../../shared/api/system.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { teamBetsQuery } from './api.ts';
import { rangeError, today, USERNAME } from './filters.ts';
import { Signed, Totals } from './Totals.tsx';

const PAGE_SIZE = 10;
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'INHOUSE'];

/** personalHistoryCopy in agent mode: the settled cash rounds of the whole team, filtered, with totals. */
export default function TeamBetting() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const { data: lanes = [] } = useVendors();
  const vendors = [...new Set(lanes.flatMap((l) => l.cards.map((c) => c.vassalage)))].sort();
  const [draft, setDraft] = useState({
    username: '',
    vassalage: '',
    gameType: '',
    startDate: today(-6),
    endDate: today(),
  });
  const [filters, setFilters] = useState(draft);
  const [pageNo, setPage] = useState(1);
  const invalidName = !USERNAME.test(draft.username.trim());
  const badRange = rangeError(t, draft.startDate, draft.endDate);
  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...teamBetsQuery({ ...filters, pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const set = (k: keyof typeof draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalidName || badRange) return;
    setFilters({ ...draft, username: draft.username.trim() });
    setPage(1);
  };
  return (
    <div className="mc-stack">
      <form className="mc-filters ac-filters" onSubmit={submit} aria-label={t('agent.filters')}>
        <label>
          {t('agent.col.member')}
          <input
            type="search"
            value={draft.username}
            onChange={set('username')}
            maxLength={32}
            placeholder={t('agent.allMembers')}
            aria-invalid={invalidName || undefined}
          />
        </label>
        <label>
          {t('agent.col.vendor')}
          <select value={draft.vassalage} onChange={set('vassalage')}>
            <option value="">{t('agent.all')}</option>
            {vendors.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('agent.col.gameType')}
          <select value={draft.gameType} onChange={set('gameType')}>
            <option value="">{t('agent.all')}</option>
            {GAME_TYPES.map((g) => (
              <option key={g} value={g}>
                {t(`agent.gameType.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('agent.from')}
          <input type="date" value={draft.startDate} onChange={set('startDate')} max={draft.endDate || undefined} />
        </label>
        <label>
          {t('agent.to')}
          <input type="date" value={draft.endDate} onChange={set('endDate')} min={draft.startDate || undefined} />
        </label>
        <button type="submit" className="btn btn-primary btn-sm ac-apply" disabled={invalidName || Boolean(badRange)}>
          {t('agent.search')}
        </button>
        {(badRange || invalidName) && (
          <p className="ac-error ac-filters-error" role="alert">
            {badRange ?? t('agent.searchInvalid')}
          </p>
        )}
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
          <Totals totals={data.totals} label={t('agent.totals')} />
          {!data.list.length ? (
            <EmptyState title={t('agent.noBets')} />
          ) : (
            <>
              <table className="mc-table ac-table" aria-busy={isFetching || undefined}>
                <caption className="sr-only">{t('agent.page.personalHistoryCopy')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.col.member')}</th>
                    <th scope="col">{t('agent.col.time')}</th>
                    <th scope="col">{t('agent.col.game')}</th>
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
                  {data.list.map((b) => (
                    <tr key={`${b.username}-${b.roundId}`}>
                      <th scope="row" data-label={t('agent.col.member')}>
                        {b.username}
                      </th>
                      <td data-label={t('agent.col.time')}>{time(b.time)}</td>
                      <td data-label={t('agent.col.game')}>
                        {b.gameName} <span className="muted">· {b.vassalage}</span>
                      </td>
                      <td data-label={t('agent.sum.bet')} className="ac-num">
                        <Amount value={b.bet} />
                      </td>
                      <td data-label={t('agent.sum.validBet')} className="ac-num">
                        <Amount value={b.validBet} />
                      </td>
                      <td data-label={t('agent.sum.payout')} className="ac-num">
                        <Amount value={b.payout} />
                      </td>
                      <td data-label={t('agent.sum.winLoss')} className="ac-num">
                        <Signed value={b.winLoss} />
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
