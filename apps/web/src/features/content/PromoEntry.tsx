import type { TPromotionDetail } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/ui/Amount.tsx';

/** Where the member stands: the entry's status and reward, a rejection's reason, what is due, the bonus's turnover. */
export function PromoEntry({ detail }: { detail: TPromotionDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { entry, bonus, claimable } = detail;
  if (!entry && !bonus && !claimable) return null;
  const share = bonus
    ? Math.min(100, Math.floor((Number(bonus.progress) / Math.max(0.01, Number(bonus.requirement))) * 100))
    : 0;
  return (
    <section className="promo-entry" aria-labelledby="promo-entry-title">
      <h2 id="promo-entry-title">{t('promos.detail.yourEntry')}</h2>
      <dl className="promo-terms">
        {entry && (
          <div>
            <dt>{t('promos.detail.entryStatus')}</dt>
            <dd>{t(`promos.action.${entry.status}`)}</dd>
          </div>
        )}
        {entry?.amount && (
          <div>
            <dt>{t('promos.detail.entryAmount')}</dt>
            <dd className="num">{money(entry.amount)}</dd>
          </div>
        )}
        {entry?.rejectReason && (
          <div className="promo-terms-wide">
            <dt>{t('promos.detail.rejectReason')}</dt>
            <dd>{entry.rejectReason}</dd>
          </div>
        )}
        {claimable && (
          <div>
            <dt>{t('promos.detail.claimable')}</dt>
            <dd className="num promo-claimable">{money(claimable)}</dd>
          </div>
        )}
        {bonus && (
          <div className="promo-terms-wide">
            <dt>{t('promos.detail.yourBonus')}</dt>
            <dd>
              <span className="num">
                {t('promos.detail.bonusProgress', {
                  progress: money(bonus.progress),
                  requirement: money(bonus.requirement),
                })}
              </span>
              <span className="promo-bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
