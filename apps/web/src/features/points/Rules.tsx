import { POINT_PRODUCTS } from '@portal/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { configOf } from './api.ts';

/** The rules page: how points are earned (the member's rates per game type) and how the mall works. */
export function Rules() {
  const { t } = useTranslation();
  const money = useMoney();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const config = useQuery(configOf(token, language));
  const rates = config.data?.myRates ?? {};
  const products = POINT_PRODUCTS.filter((p) => (rates[p] ?? 0) > 0);
  return (
    <div className="pm-rules">
      <section>
        <h2 className="pm-h2">{t('points.rules.earnTitle')}</h2>
        <p>{t('points.rules.earnLine')}</p>
        {config.isLoading ? (
          <Skeleton height={160} />
        ) : (
          <table className="pm-table pm-rates">
            <thead>
              <tr>
                <th scope="col">{t('points.rules.product')}</th>
                <th scope="col" className="num">
                  {t('points.rules.rate', { amount: money('100.00') })}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p}>
                  <td>{t(`points.rules.products.${p}`)}</td>
                  <td className="num">{rates[p]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ol className="pm-rule-list">
        {(['r1', 'r2', 'r3', 'r4', 'r5'] as const).map((k) => (
          <li key={k}>{t(`points.rules.${k}`)}</li>
        ))}
      </ol>
    </div>
  );
}
