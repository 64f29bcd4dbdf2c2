import type { TRankLevel } from '@portal/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { rankQuery } from './api.ts';

/** A level's label in its own colours, as the avatar menu shows it. */
function LevelBadge({ level, large }: { level: TRankLevel; large?: boolean }) {
  return (
    <span
      className={`vip-badge${large ? ' vip-badge-lg' : ''}`}
      style={{ background: level.color2, color: level.color }}
    >
      <span className="vip-badge-rank">V{level.rankLevel}</span> {level.labelName}
    </span>
  );
}

/** playerRank: the member's VIP level, the way to the next one and the club's levels. */
export default function PlayerRank() {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  const { data, isLoading, isError, refetch } = useQuery(rankQuery(language));
  if (isLoading) return <Skeleton height={240} />;
  if (isError || !data)
    return <ErrorState message={t('vip.loadFailed')} onRetry={() => void refetch()} retryLabel={t('vip.retry')} />;
  if (data.levels.length === 0) return <EmptyState title={t('vip.noClub')} />;
  const percent = Math.round(data.progress * 100);
  return (
    <div className="mc-stack vip">
      <div className="vip-card">
        <div className="vip-current">
          <span className="vip-caption">{t('vip.currentLevel')}</span>
          {data.current ? <LevelBadge level={data.current} large /> : <strong>{t('vip.noLevel')}</strong>}
        </div>
        <div className="vip-total">
          <span className="vip-caption">{t('vip.totalDeposit')}</span>
          <Amount value={data.totalDeposit} className="vip-total-amount" />
        </div>
      </div>
      {data.next ? (
        <div className="vip-progress">
          <div className="vip-progress-head">
            <span>{t('vip.toNext', { level: data.next.labelName })}</span>
            <span className="num">{percent}%</span>
          </div>
          <div
            className="vip-bar"
            role="progressbar"
            aria-label={t('vip.toNext', { level: data.next.labelName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          {/* The bar runs from the current level's threshold to the next one's: its ends say so. */}
          <div className="vip-bar-ends">
            <span>
              {data.current?.labelName ?? t('vip.noLevel')} · <Amount value={data.current?.minDeposit ?? '0.00'} />
            </span>
            <span>
              {data.next.labelName} · <Amount value={data.next.minDeposit} />
            </span>
          </div>
          <p className="vip-progress-note">
            {t('vip.deposited')} <Amount value={data.totalDeposit} />
            {' · '}
            {t('vip.remaining')} <Amount value={data.remainingDeposit} />
          </p>
        </div>
      ) : (
        <p className="vip-top">{t('vip.topLevel')}</p>
      )}
      <table className="mc-table vip-levels">
        <caption>{t('vip.levels')}</caption>
        <thead>
          <tr>
            <th>{t('vip.level')}</th>
            <th>{t('vip.minDeposit')}</th>
          </tr>
        </thead>
        <tbody>
          {data.levels.map((l) => {
            const mine = l.rankLevel === data.current?.rankLevel;
            return (
              <tr key={l.rankLevel} className={mine ? 'vip-mine' : undefined} aria-current={mine ? 'true' : undefined}>
                <td>
                  <LevelBadge level={l} />
                  {mine && <span className="vip-you">{t('vip.you')}</span>}
                </td>
                <td>
                  <Amount value={l.minDeposit} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
