import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendors } from '../../shared/api/system.ts';
import { useFormatTime } from '../../shared/time.ts';
import { DataTable, QueryView } from '../../shared/ui/DataTable.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { teamBetsQuery } from './api.ts';
import { rangeError, today, USERNAME } from './filters.ts';
import { betColumns, Totals } from './Totals.tsx';

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
  const query = useQuery({
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
        <button type="submit" className="btn btn-primary btn-sm ac-apply" disabled={invalidName || Boolean(badRange)}>
          {t('agent.search')}
        </button>
        {(badRange || invalidName) && (
          <p className="ac-error ac-filters-error" role="alert">
            {badRange ?? t('agent.searchInvalid')}
          </p>
        )}
      </form>
      <QueryView query={query}>
        {(data) => (
          <>
            <Totals totals={data.totals} label={t('agent.totals')} />
            {!data.list.length ? (
              <EmptyState title={t('agent.noBets')} />
            ) : (
              <>
                <DataTable
                  caption={t('agent.page.personalHistoryCopy')}
                  className="ac-table cards"
                  busy={query.isFetching}
                  rows={data.list}
                  rowKey={(b) => `${b.username}-${b.roundId}`}
                  columns={[
                    { label: t('agent.col.member'), cell: (b) => b.username },
                    { label: t('agent.col.time'), cell: (b) => time(b.time) },
                    {
                      label: t('agent.col.game'),
                      cell: (b) => (
                        <>
                          {b.gameName} <span className="muted">· {b.vassalage}</span>
                        </>
                      ),
                    },
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
