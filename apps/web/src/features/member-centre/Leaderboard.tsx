import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { leaderboardQuery } from './missions-api.ts';

/** This week's ranking by mission score: medals for the top three, others masked, the member's own row marked. */
export function Leaderboard() {
  const { t, i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const q = useQuery(leaderboardQuery(token));
  if (q.isLoading) return <Skeleton height={280} />;
  if (q.isError || !q.data)
    return (
      <ErrorState
        message={t('missions.loadFailed')}
        onRetry={() => void q.refetch()}
        retryLabel={t('missions.retry')}
      />
    );
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const { me, list } = q.data;
  const mineShown = list.some((r) => r.mine);
  const rows = me && !mineShown ? [...list, me] : list;
  return (
    <div className="lb">
      <div className="lb-me">
        <p className="lb-week">
          {t('missions.week', {
            from: day.format(new Date(q.data.periodStart)),
            to: day.format(new Date(new Date(q.data.periodEnd).getTime() - 1)),
          })}
        </p>
        <p className={me ? 'lb-rank' : 'lb-rank-none'} data-testid="my-rank">
          {me ? t('missions.myRank', { rank: me.rank }) : t('missions.notRanked')}
        </p>
        {me && <p className="lb-score">{t('missions.scoreLabel', { score: me.score })}</p>}
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('missions.boardEmpty')} />
      ) : (
        <table className="mc-table lb-table">
          <caption className="sr-only">{t('missions.leaderboard')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col" className="num">
                {t('missions.done')}
              </th>
              <th scope="col" className="num">
                {t('missions.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={`${r.rank}-${r.username}`}
                className={r.mine ? 'lb-mine' : undefined}
                aria-current={r.mine ? 'true' : undefined}
              >
                <td>
                  <span className={`lb-medal lb-medal-${r.rank <= 3 ? r.rank : 'n'}`}>{r.rank}</span>
                </td>
                <td>
                  {r.username}
                  {r.mine && <span className="lb-you">{t('missions.me')}</span>}
                </td>
                <td className="num">{r.missions}</td>
                <td className="num lb-points">{r.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
