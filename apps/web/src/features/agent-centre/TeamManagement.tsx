import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ContractBadge } from '../../shared/contracts/Terms.tsx';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { downlinesQuery } from './api.ts';
import { useAgentNav } from './nav.ts';
import { OfferShortcut } from './OfferShortcut.tsx';
import { RenewPassword } from './RenewPassword.tsx';

const PAGE_SIZE = 10;
/** What the server accepts as a username prefix (contracts/agent ZDownlineQuery). */
const USERNAME = /^[A-Za-z0-9_.@-]{0,32}$/;

/** downlineManagmentView: the agent's downline tree, one level at a time, searched by username prefix. */
export default function TeamManagement() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const searchId = useId();
  const invalid = !USERNAME.test(draft.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    setUsername(draft.trim());
  };
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
      <DownlineLevel key={username} username={username} />
    </div>
  );
}

/** One level of the tree: the direct downlines of `parent` (the agent itself when absent), each able to open its own. */
function DownlineLevel({ parent, username = '' }: { parent?: string; username?: string }) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const nav = useAgentNav();
  const when = (iso: string | null) => (iso ? time(iso) : null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...downlinesQuery({ page, pageSize: PAGE_SIZE, username, ...(parent ? { parent } : {}) }),
    placeholderData: keepPreviousData,
  });
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const agentType = (n: number) => (n === 0 ? t('agent.type.player') : t('agent.type.agent', { type: n }));

  if (isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('agent.loading')}</span>
        <Skeleton height={parent ? 80 : 200} />
      </div>
    );
  if (error || !data)
    return <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('agent.retry')} />;
  if (!data.list.length)
    return (
      <EmptyState
        title={
          parent
            ? t('agent.noTeamOf', { username: parent })
            : username
              ? t('agent.noMatch', { username })
              : t('agent.noDownlines')
        }
      />
    );
  return (
    <div className={parent ? 'ac-level ac-sublevel' : 'ac-level'}>
      <p className="muted" aria-live="polite">
        {parent ? t('agent.teamOf', { username: parent, n: data.total }) : t('agent.total', { n: data.total })}
      </p>
      <table className="mc-table ac-table cards" aria-busy={isFetching || undefined}>
        <caption className="sr-only">
          {parent ? t('agent.teamOf', { username: parent, n: data.total }) : t('agent.page.downlineManagmentView')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('agent.col.username')}</th>
            <th scope="col">{t('agent.col.nickname')}</th>
            <th scope="col">{t('agent.col.type')}</th>
            <th scope="col">{t('agent.col.registeredAt')}</th>
            <th scope="col">{t('agent.col.lastLogin')}</th>
            <th scope="col" className="num">
              {t('agent.col.balance')}
            </th>
            <th scope="col">{t('agent.col.team')}</th>
            <th scope="col">{t('agent.col.contracts')}</th>
            <th scope="col">
              <span className="sr-only">{t('agent.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((d) => {
            const expanded = Boolean(open[d.username]);
            const subId = `ac-team-${d.username}`;
            return [
              <tr key={d.username}>
                <th scope="row" data-label={t('agent.col.username')}>
                  {d.username}
                </th>
                <td data-label={t('agent.col.nickname')}>{d.nickname || '—'}</td>
                <td data-label={t('agent.col.type')}>{agentType(d.agentType)}</td>
                <td data-label={t('agent.col.registeredAt')}>{when(d.registeredAt)}</td>
                <td data-label={t('agent.col.lastLogin')}>{when(d.lastLoginAt) ?? t('agent.never')}</td>
                <td data-label={t('agent.col.balance')} className="num">
                  <Amount value={d.mainBalance} />
                </td>
                <td data-label={t('agent.col.team')}>
                  {d.downlineCount > 0 ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm ac-expand"
                      aria-expanded={expanded}
                      aria-controls={expanded ? subId : undefined}
                      aria-label={t(expanded ? 'agent.hideTeam' : 'agent.showTeam', {
                        username: d.username,
                        n: d.downlineCount,
                      })}
                      onClick={() => setOpen((o) => ({ ...o, [d.username]: !expanded }))}
                    >
                      <span aria-hidden="true" className="ac-caret">
                        {expanded ? '▾' : '▸'}
                      </span>{' '}
                      {d.downlineCount}
                    </button>
                  ) : (
                    <span className="muted">0</span>
                  )}
                </td>
                <td data-label={t('agent.col.contracts')}>
                  {d.contracts.length ? (
                    <span className="ct-badges">
                      {d.contracts.map((c) => (
                        <ContractBadge key={c.kind} kind={c.kind} status={c.status} />
                      ))}
                    </span>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
                <td data-label={t('agent.col.actions')} className="ac-row-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={t('agent.detailsOf', { username: d.username })}
                    onClick={() => nav.go('agentDownlineTransactionDetailsCopy', { username: d.username })}
                  >
                    {t('agent.details')}
                  </button>
                  <OfferShortcut username={d.username} />
                  {d.initialPasswordPending && <RenewPassword username={d.username} />}
                </td>
              </tr>,
              expanded && (
                <tr key={`${d.username}-team`} className="ac-subrow">
                  <td colSpan={9} id={subId}>
                    <DownlineLevel parent={d.username} />
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
      {totalPages > 1 || page > 1 ? <Pager page={page} total={totalPages} onPage={setPage} /> : null}
    </div>
  );
}
