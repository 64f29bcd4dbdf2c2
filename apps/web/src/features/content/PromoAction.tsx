import type { TMemberPromotionStatus, TPromotionCard } from '@portal/contracts/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useClaimPromotion, useJoinPromotion } from '../../shared/promotions/api.ts';
import { useGuard } from '../../shared/session/guard.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { ApplyDialog } from './ApplyDialog.tsx';

/** The statuses that are an action; every other status is a label saying where the member stands. */
const ACTIONS = ['join', 'claim', 'applying'] as const satisfies readonly TMemberPromotionStatus[];
type Action = (typeof ACTIONS)[number];
const isAction = (s: TMemberPromotionStatus): s is Action => (ACTIONS as readonly string[]).includes(s);

/**
 * A promotion's action by the member's status (spec section 4): join, claim or apply (the application form); any
 * other status shows as its label. A visitor's click opens the login popup (the action guard).
 */
export function PromoAction({
  promotion,
  describedBy,
  size = 'md',
}: {
  promotion: Pick<TPromotionCard, 'id' | 'title' | 'status' | 'mechanism' | 'startsAt' | 'endsAt'>;
  /** The id of the element naming the promotion, so a screen reader hears which card's Join this is. */
  describedBy?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const guard = useGuard();
  const money = useMoney();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const [applying, setApplying] = useState(false);
  const { id, title, status } = promotion;

  if (!isAction(status)) {
    // A running first-deposit match closed to a member who has deposited says why, not "closed" beside "running".
    const m = promotion.mechanism;
    const now = Date.now();
    const running = Date.parse(promotion.startsAt) <= now && (!promotion.endsAt || Date.parse(promotion.endsAt) > now);
    const firstOnly = status === 'closed' && running && m.kind === 'deposit_match' && m.firstDepositOnly === true;
    return (
      <span className={`promo-state promo-state-${status}`} aria-describedby={describedBy}>
        {t(firstOnly ? 'promos.action.firstDepositOnly' : `promos.action.${status}`)}
      </span>
    );
  }

  const failed = (e: unknown) => void notify({ kind: 'error', title: errorText(t, e) });
  const act = () => {
    if (!guard()) return;
    if (status === 'applying') return setApplying(true);
    if (status === 'join')
      join.mutate(id, {
        onSuccess: () =>
          void notify({
            kind: 'success',
            title: t('promos.toast.joined', { title }),
            // A deposit match pays on the next qualifying deposit: say so, the bonus is not there yet.
            description: promotion.mechanism.kind === 'deposit_match' ? t('promos.toast.joinedHint') : undefined,
          }),
        onError: failed,
      });
    if (status === 'claim')
      claim.mutate(id, {
        onSuccess: (v) =>
          void notify({ kind: 'success', title: t('promos.toast.claimed', { amount: money(v.amount) }) }),
        onError: failed,
      });
  };

  return (
    <>
      <Button
        className="promo-action"
        variant={status === 'claim' ? 'accent' : 'primary'}
        size={size}
        loading={join.isPending || claim.isPending}
        aria-describedby={describedBy}
        onClick={act}
      >
        {t(`promos.action.${status}`)}
      </Button>
      {applying && <ApplyDialog promotionId={id} title={title} onClose={() => setApplying(false)} />}
    </>
  );
}
