import type { TPointBalance } from '@portal/contracts/points';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { useMoney, useNumbers } from '../../shared/ui/Amount.tsx';
import { ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { ratesOf } from './api.ts';
import { ConvertForm } from './ConvertForm.tsx';

/** The points balance, what it is worth, the member's rate, and the convert form beside it. */
export function BalancePanel({ balance }: { balance: UseQueryResult<TPointBalance> }) {
  const { t } = useTranslation();
  const { count } = useNumbers();
  const money = useMoney();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const rates = useQuery(ratesOf(token, language));
  const mine = rates.data?.list.find((r) => r.mine);
  if (balance.isError)
    return (
      <ErrorState
        message={t('points.loadFailed')}
        onRetry={() => void balance.refetch()}
        retryLabel={t('points.retry')}
      />
    );
  const b = balance.data;
  return (
    <section className="pm-top" aria-label={t('points.myPoints')}>
      <div className="pm-balance">
        <span className="pm-coin" aria-hidden="true" />
        <div>
          <p className="pm-label">{t('points.myPoints')}</p>
          {b ? (
            <p className="pm-points num" data-testid="points-balance">
              {count(b.points)}
              <span className="pm-unit"> {t('points.pointsUnit')}</span>
            </p>
          ) : (
            <Skeleton height={36} width={160} />
          )}
          {b && <p className="pm-worth">{t('points.worth', { amount: money(b.cashValue) })}</p>}
          <p className="pm-meta">
            {b &&
              (b.rankLevel > 0 ? t('points.level', { level: mine?.labelName || b.rankLevel }) : t('points.levelNone'))}
            {mine && <> · {t('points.rateLine', { points: mine.pointsPerUnit, amount: money('1.00') })}</>}
          </p>
        </div>
      </div>
      <ConvertForm points={b?.points ?? 0} pointsPerUnit={mine?.pointsPerUnit ?? 100} />
    </section>
  );
}
