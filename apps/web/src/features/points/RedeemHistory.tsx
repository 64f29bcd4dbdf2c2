import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { useMoney, useNumbers } from '../../shared/ui/Amount.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { historyOf } from './api.ts';

/** The redeem history: every redemption and conversion with its status (in process, approved, rejected). */
export function RedeemHistory() {
  const { t } = useTranslation();
  const time = useFormatTime();
  const money = useMoney();
  const { count } = useNumbers();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const [page, setPage] = useState(1);
  const q = useQuery({ ...historyOf(token, language, page), placeholderData: keepPreviousData });
  if (q.isLoading) return <Skeleton height={240} />;
  if (q.isError || !q.data)
    return (
      <ErrorState message={t('points.loadFailed')} onRetry={() => void q.refetch()} retryLabel={t('points.retry')} />
    );
  if (q.data.total === 0) return <EmptyState title={t('points.history.empty')} />;
  return (
    <div className="pm-history">
      <table className="pm-table">
        <thead>
          <tr>
            <th scope="col">{t('points.history.date')}</th>
            <th scope="col">{t('points.history.reward')}</th>
            <th scope="col" className="num">
              {t('points.history.points')}
            </th>
            <th scope="col">{t('points.history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.list.map((r) => (
            <tr key={r.id}>
              <td>{time(r.createdAt)}</td>
              <td>
                {r.kind === 'convert' ? t('points.history.convert', { amount: money(r.cash ?? '0') }) : r.itemName}
                {r.note && <span className="pm-note"> · {r.note}</span>}
              </td>
              <td className="num loss">−{count(r.points)}</td>
              <td>
                <span className={`pm-status pm-status-${r.status}`}>{t(`points.status.${r.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {q.data.totalPages > 1 && <Pager page={page} total={q.data.totalPages} onPage={setPage} />}
    </div>
  );
}
