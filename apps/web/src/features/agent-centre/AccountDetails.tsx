import type { TTransaction } from '@portal/contracts/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { DataTable, QueryView } from '../../shared/ui/DataTable.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { downlineTransactionsQuery } from './api.ts';
import { rangeError, USERNAME } from './filters.ts';
import { useAgentNav } from './nav.ts';

const PAGE_SIZE = 10;
const TYPES = ['all', 'deposit', 'withdrawal', 'transfer', 'bet', 'win', 'adjustment', 'bonus'] as const;
type TxType = (typeof TYPES)[number];

/** What a line concerns: the game, the vendor wallet or the other member of a team transfer. */
/** What a movement is about: its game, vendor or counterparty; for contract pay, which salary or dividend. */
const subject = (t: TFunction, r: TTransaction) =>
  r.game ?? r.vendor ?? r.counterparty ?? (r.kind.startsWith('contract_') ? t(`mc.event.${r.kind}`) : '');

/** agentDownlineTransactionDetailsCopy: a team member's account record (read-only), by type and date. */
export default function AccountDetails() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const { params } = useAgentNav();
  const initial = { username: params.username ?? '', type: 'all' as TxType, startDate: '', endDate: '' };
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPage] = useState(1);
  const invalidName = !USERNAME.test(draft.username.trim());
  const badRange = rangeError(t, draft.startDate, draft.endDate);
  const query = useQuery({
    ...downlineTransactionsQuery({ ...filters, pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalidName || badRange || !draft.username.trim()) return;
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
            maxLength={32}
            required
            placeholder={t('agent.memberPlaceholder')}
            aria-invalid={invalidName || undefined}
            onChange={(e) => setDraft((d) => ({ ...d, username: e.target.value }))}
          />
        </label>
        <label>
          {t('agent.col.type')}
          <select value={draft.type} onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value as TxType }))}>
            {TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`agent.txType.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={t('agent.from')}
          value={draft.startDate}
          onChange={(v) => setDraft((d) => ({ ...d, startDate: v }))}
        />
        <DateField
          label={t('agent.to')}
          value={draft.endDate}
          onChange={(v) => setDraft((d) => ({ ...d, endDate: v }))}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm ac-apply"
          disabled={invalidName || Boolean(badRange) || !draft.username.trim()}
        >
          {t('agent.search')}
        </button>
        {(badRange || invalidName) && (
          <p className="ac-error ac-filters-error" role="alert">
            {badRange ?? t('agent.searchInvalid')}
          </p>
        )}
      </form>
      {!filters.username ? (
        <EmptyState title={t('agent.pickMember')} />
      ) : (
        <QueryView query={query}>
          {(data) =>
            !data.list.length ? (
              <EmptyState title={t('agent.noMovements', { username: filters.username })} />
            ) : (
              <>
                <p className="muted" aria-live="polite">
                  {t('agent.movementsOf', { username: filters.username, n: data.total })}
                </p>
                <DataTable
                  caption={t('agent.movementsOf', { username: filters.username, n: data.total })}
                  className="ac-table cards"
                  busy={query.isFetching}
                  rows={data.list}
                  rowKey={(r) => r.id}
                  columns={[
                    { label: t('agent.col.time'), cell: (r) => time(r.time) },
                    {
                      label: t('agent.col.type'),
                      cell: (r) => (
                        <>
                          {t(`agent.txType.${r.type}`, { defaultValue: r.type })}
                          {r.status ? (
                            <span className="muted">
                              {' '}
                              · {t(`agent.txStatus.${r.status}`, { defaultValue: r.status })}
                            </span>
                          ) : null}
                        </>
                      ),
                    },
                    { label: t('agent.col.about'), cell: (r) => subject(t, r) || '—' },
                    {
                      label: t('agent.col.amount'),
                      num: true,
                      cell: (r) => (
                        <span className={r.amount.startsWith('-') ? 'loss' : 'win'}>
                          <Amount value={r.amount} />
                        </span>
                      ),
                    },
                    { label: t('agent.col.balanceAfter'), num: true, cell: (r) => <Amount value={r.balanceAfter} /> },
                  ]}
                />
                <Pager page={pageNo} total={Math.max(1, data.totalPages)} onPage={setPage} />
              </>
            )
          }
        </QueryView>
      )}
    </div>
  );
}
