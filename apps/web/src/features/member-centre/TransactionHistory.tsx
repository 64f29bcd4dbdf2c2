import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { historyQuery } from './api.ts';
import { recordLine } from './record-line.ts';

const TYPES = ['all', 'deposit', 'withdrawal', 'transfer', 'bet', 'win', 'adjustment', 'bonus'] as const;

/** transactionHistory: the account record, one line per event of the main balance, by type and date, 20 a page. */
export default function TransactionHistory() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const [type, setType] = useState<(typeof TYPES)[number]>('all');
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const [pageNo, setPage] = useState(1);
  const { data, isLoading } = useQuery({
    ...historyQuery({ type, pageNo, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <label>
          {t('mc.type')}
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as (typeof TYPES)[number]);
              setPage(1);
            }}
          >
            {TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`mc.types.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={t('mc.from')}
          value={startDate}
          onChange={(v) => {
            setStart(v);
            setPage(1);
          }}
        />
        <DateField
          label={t('mc.to')}
          value={endDate}
          onChange={(v) => {
            setEnd(v);
            setPage(1);
          }}
        />
      </div>
      {isLoading ? (
        <Skeleton height={200} />
      ) : !data?.list.length ? (
        <EmptyState title={t('mc.noRecords')} />
      ) : (
        <>
          <table className="mc-table cards">
            <thead>
              <tr>
                <th>{t('mc.time')}</th>
                <th>{t('mc.event.description')}</th>
                <th>{t('mc.amount')}</th>
                <th>{t('mc.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('mc.time')}>{time(r.time)}</td>
                  <td data-label={t('mc.event.description')}>{recordLine(t, r)}</td>
                  <td data-label={t('mc.amount')} className={r.amount.startsWith('-') ? 'loss' : 'win'}>
                    <Amount value={r.amount} />
                  </td>
                  <td data-label={t('mc.balanceAfter')}>
                    <Amount value={r.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={pageNo} total={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
