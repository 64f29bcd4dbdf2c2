import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { downlinesQuery } from './api.ts';

const PAGE_SIZE = 10;
/** What the server accepts as a username prefix (contracts/agent ZDownlineQuery). */
const USERNAME = /^[A-Za-z0-9_.@-]{0,32}$/;

/** downlineManagmentView: the agent's direct downlines, searched by username prefix, ten a page. */
export default function TeamManagement() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const when = (iso: string | null) => (iso ? time(iso) : null);
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  const invalid = !USERNAME.test(draft.trim());
  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...downlinesQuery({ page, pageSize: PAGE_SIZE, username }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    setUsername(draft.trim());
    setPage(1);
  };
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const agentType = (n: number) => (n === 0 ? t('agent.type.player') : t('agent.type.agent', { type: n }));

  return (
    <div className="mc-stack">
      <search>
        <form className="ac-search" onSubmit={submit}>
          <label htmlFor={searchId}>{t('agent.searchLabel')}</label>
          <div className="ac-search-row">
            <input
              id={searchId}
              type="search"
              value={draft}
              maxLength={32}
              autoComplete="off"
              placeholder={t('agent.searchPlaceholder')}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${searchId}-err` : undefined}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="btn btn-primary btn-sm" disabled={invalid}>
              {t('agent.search')}
            </button>
            {username && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => {
                  setDraft('');
                  setUsername('');
                  setPage(1);
                }}
              >
                {t('agent.clear')}
              </button>
            )}
          </div>
          {invalid && (
            <p id={`${searchId}-err`} className="ac-error">
              {t('agent.searchInvalid')}
            </p>
          )}
        </form>
      </search>
      {isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('agent.loading')}</span>
          <Skeleton height={200} />
        </div>
      ) : error || !data ? (
        <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('agent.retry')} />
      ) : !data.list.length ? (
        <EmptyState title={username ? t('agent.noMatch', { username }) : t('agent.noDownlines')} />
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {t('agent.total', { n: data.total })}
          </p>
          <table className="mc-table ac-table" aria-busy={isFetching || undefined}>
            <caption className="sr-only">{t('agent.page.downlineManagmentView')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.col.username')}</th>
                <th scope="col">{t('agent.col.nickname')}</th>
                <th scope="col">{t('agent.col.type')}</th>
                <th scope="col">{t('agent.col.registeredAt')}</th>
                <th scope="col">{t('agent.col.lastLogin')}</th>
                <th scope="col" className="ac-num">
                  {t('agent.col.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((d) => (
                <tr key={d.username}>
                  <th scope="row" data-label={t('agent.col.username')}>
                    {d.username}
                  </th>
                  <td data-label={t('agent.col.nickname')}>{d.nickname || '—'}</td>
                  <td data-label={t('agent.col.type')}>{agentType(d.agentType)}</td>
                  <td data-label={t('agent.col.registeredAt')}>{when(d.registeredAt)}</td>
                  <td data-label={t('agent.col.lastLogin')}>{when(d.lastLoginAt) ?? t('agent.never')}</td>
                  <td data-label={t('agent.col.balance')} className="ac-num">
                    <Amount value={d.mainBalance} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
