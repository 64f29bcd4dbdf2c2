import { POINT_PRODUCTS } from '@portal/contracts/points';
import { useTranslation } from 'react-i18next';
import { DraftChoice, DraftInput, type Edit, Section } from './fields.tsx';

/** The turnover each bonus carries: how many times what, within how many days, and how much each product counts. */
export function WageringFields({ e }: { e: Edit }) {
  const { t } = useTranslation();
  return (
    <Section title={t('promotions.wagering')} hint={t('promotions.wageringHint')}>
      <div className="form-row">
        <DraftInput
          e={e}
          name="multiple"
          path="wagering.multiple"
          label={t('promotions.w.multiple')}
          unit="×"
          type="number"
        />
        <DraftChoice
          e={e}
          name="base"
          label={t('promotions.w.base')}
          values={['bonus', 'bonus_deposit'] as const}
          text={(v) => t(`promotions.w.bases.${v}`)}
        />
        <DraftInput
          e={e}
          name="expiryDays"
          path="wagering.expiryDays"
          label={t('promotions.w.expiry')}
          unit={t('promotions.days')}
          type="number"
        />
      </div>
      <fieldset className="weights">
        <legend className="label">{t('promotions.w.weights')}</legend>
        {POINT_PRODUCTS.map((p) => {
          const id = `promo-weight-${p}`;
          const bad = Boolean(e.err(`wagering.weights.${p}`));
          return (
            <div key={p} className={bad ? 'weight invalid' : 'weight'}>
              <label htmlFor={id}>{t(`promotions.products.${p}`)}</label>
              <span className="input-unit">
                <input
                  id={id}
                  className="input"
                  inputMode="numeric"
                  placeholder="0"
                  value={e.d.weights[p] ?? ''}
                  aria-invalid={bad || undefined}
                  onChange={(ev) => e.set({ weights: { ...e.d.weights, [p]: ev.target.value } })}
                />
                <span aria-hidden>%</span>
              </span>
            </div>
          );
        })}
      </fieldset>
      {Object.keys(e.d.weights).some((p) => e.err(`wagering.weights.${p}`)) ? (
        <span className="field-error" role="alert">
          {t('promotions.w.weightsInvalid')}
        </span>
      ) : null}
    </Section>
  );
}
