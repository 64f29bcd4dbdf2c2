import { gamesOps } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/op.ts';
import { Amount, useNumbers } from '../../shared/ui/Amount.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';

type Period = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

/** personalProfit: bets, wins and profit by period. */
export default function Profit() {
  const { t } = useTranslation();
  const { count } = useNumbers();
  const [period, setPeriod] = useState<Period>('daily');
  const { data, isLoading } = useQuery({
    queryKey: ['wallet', 'profit', period],
    queryFn: () => call(gamesOps.profit, { query: { period } }),
  });
  return (
    <div className="mc-stack">
      <Tabs<Period>
        label={t('mc.page.personalProfit')}
        items={(['daily', 'weekly', 'semimonthly', 'monthly'] as const).map((p) => ({
          id: p,
          label: t(`games.period.${p}`),
        }))}
        value={period}
        onChange={setPeriod}
      />
      {isLoading ? (
        <Skeleton height={160} />
      ) : !data?.length ? (
        <EmptyState title={t('mc.noRecords')} />
      ) : (
        <table className="mc-table cards">
          <thead>
            <tr>
              <th>{t('games.periodStart')}</th>
              <th>{t('games.rounds')}</th>
              <th>{t('games.bet')}</th>
              <th>{t('games.winAmount')}</th>
              <th>{t('games.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((r) => (
              <tr key={r.period}>
                <td data-label={t('games.periodStart')}>{r.period}</td>
                <td data-label={t('games.rounds')} className="num">
                  {count(r.rounds)}
                </td>
                <td data-label={t('games.bet')}>
                  <Amount value={r.bet} />
                </td>
                <td data-label={t('games.winAmount')}>
                  <Amount value={r.win} />
                </td>
                <td data-label={t('games.profit')} className={r.profit.startsWith('-') ? 'loss' : 'win'}>
                  <Amount value={r.profit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
