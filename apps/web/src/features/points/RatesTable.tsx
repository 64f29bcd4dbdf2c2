import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { useMoney, useNumbers } from '../../shared/ui/Amount.tsx';
import { ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { ratesOf } from './api.ts';

/** The exchange-rate table: points for 1.00 of cash at each VIP level, the member's own level marked. */
export function RatesTable() {
  const { t } = useTranslation();
  const money = useMoney();
  const { count } = useNumbers();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const q = useQuery(ratesOf(token, language));
  if (q.isLoading) return <Skeleton height={200} />;
  if (q.isError || !q.data)
    return (
      <ErrorState message={t('points.loadFailed')} onRetry={() => void q.refetch()} retryLabel={t('points.retry')} />
    );
  return (
    <table className="pm-table pm-rates">
      <caption>{t('points.rates.caption', { amount: money('100.00') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('points.rates.level')}</th>
          <th scope="col" className="num">
            {t('points.rates.points')}
          </th>
          <th scope="col" className="num">
            {t('points.rates.cash')}
          </th>
        </tr>
      </thead>
      <tbody>
        {q.data.list.map((r) => (
          <tr key={r.rankLevel} className={r.mine ? 'pm-mine' : undefined} aria-current={r.mine ? 'true' : undefined}>
            <th scope="row">
              {r.labelName || t('points.rates.below')}
              {r.mine && <span className="pm-badge">{t('points.rates.mine')}</span>}
            </th>
            <td className="num">{count(r.pointsPerUnit * 100)}</td>
            <td className="num">{money('100.00')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
