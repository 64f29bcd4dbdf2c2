import type { TPromotionDetail } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { audienceText, repeatText, rewardText, wageringText } from '../../shared/promotions/terms.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';

/** The promotion's terms from its data, in words: what it pays, who may take part, how often, the wagering. */
export function PromoTerms({ detail }: { detail: TPromotionDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language;
  const repeat = repeatText(t, detail.mechanism);
  return (
    <dl className="promo-terms">
      <div>
        <dt>{t('promos.detail.reward')}</dt>
        <dd>{rewardText(t, detail.mechanism, money, lang)}</dd>
      </div>
      <div>
        <dt>{t('promos.detail.audience')}</dt>
        <dd>{audienceText(t, detail.audience, lang)}</dd>
      </div>
      {repeat && (
        <div>
          <dt>{t('promos.detail.repeat')}</dt>
          <dd>{repeat}</dd>
        </div>
      )}
      <div className="promo-terms-wide">
        <dt>{t('promos.detail.wagering')}</dt>
        <dd data-testid="wagering">{wageringText(t, detail.wagering, lang)}</dd>
      </div>
    </dl>
  );
}
