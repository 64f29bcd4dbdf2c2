import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { DrawHistory } from './reward/DrawHistory.tsx';
import { FairSeed } from './reward/FairSeed.tsx';
import { RedEnvelope } from './reward/RedEnvelope.tsx';
import { useRewardTexts } from './reward/texts.ts';
import { WaitingRewards } from './reward/WaitingRewards.tsx';
import { Wheel } from './reward/Wheel.tsx';
import { raffleStatusQuery } from './reward-api.ts';
import './earn/earn.css';
import './reward/reward.css';

/** rewardCenter: promotion rewards waiting to be claimed, the running red envelopes and wheels, the fairness proof. */
export default function RewardCenter() {
  const ready = useRewardTexts();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const status = useQuery(raffleStatusQuery(token, language));
  if (!ready) return <Skeleton height={240} />;
  const s = status.data;
  return (
    <div className="mc-stack earn reward">
      <WaitingRewards />
      <section className="reward-section" aria-labelledby="reward-events">
        <h4 id="reward-events" className="earn-subhead">
          {t('reward.events.title')}
        </h4>
        {status.isLoading ? (
          <Skeleton height={220} />
        ) : status.isError || !s ? (
          <ErrorState
            message={t('reward.loadFailed')}
            onRetry={() => void status.refetch()}
            retryLabel={t('reward.retry')}
          />
        ) : s.list.length === 0 ? (
          <EmptyState title={t('reward.events.empty')}>
            <p className="raffle-hint">{t('reward.events.emptyHint')}</p>
          </EmptyState>
        ) : (
          <div className="raffle-grid">
            {s.list.map((e) =>
              e.kind === 'wheel' ? <Wheel key={e.id} event={e} /> : <RedEnvelope key={e.id} event={e} />,
            )}
          </div>
        )}
      </section>
      {s && <DrawHistory draws={s.history} titles={new Map(s.list.map((e) => [e.id, e.title]))} />}
      {s && <FairSeed seed={s.seed} />}
    </div>
  );
}
