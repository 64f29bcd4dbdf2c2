import type { TBonus } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useForfeitBonus } from '../../shared/promotions/api.ts';
import { weightsText } from '../../shared/promotions/terms.ts';
import { useFormatTime } from '../../shared/time.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { confirm } from '../../shared/ui/dialogs.tsx';
import { notify } from '../../shared/ui/toast.tsx';

/** Turnover done in whole percent, from the cents (amounts are decimal strings); a bonus without turnover is done. */
export function turnoverPercent(progress: string, requirement: string): number {
  const cents = (v: string) => Math.round(Number(v) * 100);
  const need = cents(requirement);
  if (need <= 0) return 100;
  return Math.min(100, Math.floor((cents(progress) * 100) / need));
}

/** One bonus: amount, wagering requirement, progress, expiry and status; an active one can be forfeited. */
export function BonusCard({ bonus }: { bonus: TBonus }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = useFormatTime();
  const forfeit = useForfeitBonus();
  const percent = turnoverPercent(bonus.progress, bonus.requirement);
  const progressText = t('promos.bonus.progressLabel', {
    progress: money(bonus.progress),
    requirement: money(bonus.requirement),
    percent,
  });

  const askForfeit = async () => {
    const ok = await confirm(t('promos.bonus.forfeitMessage', { amount: money(bonus.amount), title: bonus.title }), {
      title: t('promos.bonus.forfeitTitle'),
      confirmLabel: t('promos.bonus.forfeitConfirm'),
      cancelLabel: t('promos.bonus.keep'),
    });
    if (!ok) return;
    forfeit.mutate(bonus.id, {
      onSuccess: () => void notify({ kind: 'success', title: t('promos.toast.forfeited') }),
      onError: (e) => void notify({ kind: 'error', title: errorText(t, e) }),
    });
  };

  return (
    <li className={`bonus-card bonus-${bonus.status}`}>
      <div className="bonus-head">
        <h4 className="bonus-title">{bonus.title}</h4>
        <span className={`bonus-status bonus-status-${bonus.status}`}>{t(`promos.bonus.status.${bonus.status}`)}</span>
      </div>
      <dl className="bonus-figures">
        <div>
          <dt>{t('promos.bonus.amount')}</dt>
          <dd className="num bonus-amount">{money(bonus.amount)}</dd>
        </div>
        {bonus.depositAmount && (
          <div>
            <dt>{t('promos.bonus.deposit')}</dt>
            <dd className="num">{money(bonus.depositAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('promos.bonus.requirement')}</dt>
          <dd className="num">{money(bonus.requirement)}</dd>
        </div>
        <div>
          <dt>{t('promos.bonus.expires')}</dt>
          <dd>
            <time dateTime={bonus.expiresAt}>{time(bonus.expiresAt)}</time>
          </dd>
        </div>
      </dl>
      <div
        className="bonus-bar"
        role="progressbar"
        aria-label={t('promos.bonus.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="bonus-meta">
        <span className="num">{progressText}</span>
        {bonus.status === 'active' && Number(bonus.remaining) > 0 && (
          <span className="num">{t('promos.bonus.remaining', { amount: money(bonus.remaining) })}</span>
        )}
      </p>
      <p className="bonus-counts">
        {t('promos.bonus.counts', { weights: weightsText(t, bonus.weights, i18n.language) })}
      </p>
      <div className="bonus-foot">
        <span className="bonus-dates">
          {t('promos.bonus.issued')} <time dateTime={bonus.issuedAt}>{time(bonus.issuedAt)}</time>
          {bonus.settledAt && (
            <>
              {' · '}
              {t('promos.bonus.settled')} <time dateTime={bonus.settledAt}>{time(bonus.settledAt)}</time>
            </>
          )}
        </span>
        {bonus.status === 'active' && (
          <Button
            variant="danger"
            size="sm"
            loading={forfeit.isPending}
            aria-label={t('promos.bonus.forfeitFor', { title: bonus.title })}
            onClick={() => void askForfeit()}
          >
            {t('promos.bonus.forfeit')}
          </Button>
        )}
      </div>
    </li>
  );
}
