import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useSession } from '../../../shared/session/store.ts';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/States.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import { useClaimWaiting, waitingRewardsQuery } from '../reward-api.ts';

/** Promotion rewards due now (a fixed bonus, cashback, the sign-up reward), each with its Claim button. */
export function WaitingRewards() {
  const { t } = useTranslation();
  const money = useMoney();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const q = useQuery(waitingRewardsQuery(token, language));
  const claim = useClaimWaiting();
  return (
    <section className="reward-section" aria-labelledby="reward-waiting">
      <h4 id="reward-waiting" className="earn-subhead">
        {t('reward.waiting.title')}
      </h4>
      {q.isLoading ? (
        <Skeleton height={56} />
      ) : q.isError || !q.data ? (
        <ErrorState
          message={t('reward.waiting.loadFailed')}
          onRetry={() => void q.refetch()}
          retryLabel={t('reward.retry')}
        />
      ) : q.data.length === 0 ? (
        <p className="raffle-hint">{t('reward.waiting.empty')}</p>
      ) : (
        <ul className="waiting-list">
          {q.data.map((r) => (
            <li key={r.promotionId} className="waiting-item">
              <span className="waiting-title">
                {r.title}
                {r.signup && <span className="waiting-tag">{t('reward.waiting.signup')}</span>}
              </span>
              <Button
                variant="accent"
                size="sm"
                loading={claim.isPending && claim.variables?.promotionId === r.promotionId}
                disabled={claim.isPending}
                aria-label={t('reward.waiting.claimFor', { title: r.title })}
                onClick={() =>
                  claim.mutate(r, {
                    onSuccess: (v) =>
                      void notify({ kind: 'success', title: t('reward.waiting.claimed', { amount: money(v.amount) }) }),
                    onError: (e) => void notify({ kind: 'error', title: errorText(t, e) }),
                  })
                }
              >
                {t('reward.waiting.claim')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
