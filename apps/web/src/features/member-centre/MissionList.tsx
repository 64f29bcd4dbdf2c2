import type { TMission } from '@portal/contracts/missions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { useMoney, useNumbers } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { summaryQuery, useClaim } from './missions-api.ts';

const ICON: Record<TMission['kind'], string> = {
  login: 'user',
  deposit: 'wallet',
  bet: 'flame',
  rounds: 'slot',
  win: 'trophy',
};

/** The missions with their progress bars, rewards and a claim button once the target is reached. */
export function MissionList() {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useFormatTime();
  const { count } = useNumbers();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const q = useQuery(summaryQuery(token, language));
  const claim = useClaim();
  if (q.isLoading) return <Skeleton height={280} />;
  if (q.isError || !q.data)
    return (
      <ErrorState
        message={t('missions.loadFailed')}
        onRetry={() => void q.refetch()}
        retryLabel={t('missions.retry')}
      />
    );
  if (q.data.list.length === 0) return <EmptyState title={t('missions.empty')} />;
  const show = (v: string, m: TMission) => (m.unit === 'money' ? money(v) : count(Number(v)));
  const reward = (m: TMission) =>
    [
      m.rewardPoints > 0 ? t('missions.pointsReward', { count: m.rewardPoints }) : null,
      m.rewardBonus ? t('missions.bonusReward', { amount: money(m.rewardBonus) }) : null,
    ].filter(Boolean);
  return (
    <>
      <p className="ms-summary" aria-live="polite">
        <span className="ms-pill">{t('missions.open', { count: q.data.open })}</span>
        <span>{t('missions.score', { score: q.data.score })}</span>
      </p>
      <ul className="ms-list">
        {q.data.list.map((m) => {
          const share = Math.min(100, Math.round((Number(m.progress) / Math.max(1, Number(m.target))) * 100));
          return (
            <li key={m.id} className={`ms-card ms-${m.status}`}>
              <span className={`ms-icon ms-icon-${m.kind}`} aria-hidden="true">
                <Icon name={ICON[m.kind]} size={22} />
              </span>
              <div className="ms-main">
                <p className="ms-head">
                  <span className="ms-name">{m.name}</span>
                  <span className="ms-period">{t(`missions.period.${m.period}`)}</span>
                </p>
                {m.description && <p className="ms-desc">{m.description}</p>}
                <div
                  className="ms-bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                  aria-label={t('missions.progress', { progress: show(m.progress, m), target: show(m.target, m) })}
                >
                  <span style={{ width: `${share}%` }} />
                </div>
                <p className="ms-meta">
                  <span className="num">
                    {show(m.progress, m)} / {show(m.target, m)}
                  </span>
                  {m.endsAt && <span>{t('missions.endsAt', { time: time(m.endsAt) })}</span>}
                </p>
              </div>
              <div className="ms-side">
                <p className="ms-reward">
                  {reward(m).map((r) => (
                    <span key={r}>{r}</span>
                  ))}
                </p>
                {m.status === 'claimable' ? (
                  <Button
                    size="sm"
                    variant="accent"
                    loading={claim.isPending && claim.variables === m.id}
                    aria-label={t('missions.claimFor', { name: m.name })}
                    onClick={() =>
                      claim.mutate(m.id, {
                        onSuccess: () =>
                          void notify({
                            kind: 'success',
                            title: t('missions.claimedToast', { reward: reward(m).join(' ') }),
                          }),
                      })
                    }
                  >
                    {t('missions.claim')}
                  </Button>
                ) : (
                  <span className="ms-state">
                    {t(m.status === 'claimed' ? 'missions.claimed' : 'missions.inProgress')}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
