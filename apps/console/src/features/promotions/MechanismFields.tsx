import { promotionMechanisms } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { DraftChoice, DraftInput, type Edit, RepeatChoice, Section } from './fields.tsx';

/** How the promotion pays: the mechanism, then the fields of that mechanism only. */
export function MechanismFields({ e }: { e: Edit }) {
  const { t } = useTranslation();
  const { kind } = e.d;
  const money = (name: 'maxBonus' | 'minDeposit' | 'minLoss' | 'amount' | 'maxAmount', hint?: string) => (
    <DraftInput
      e={e}
      name={name}
      path={`mechanism.${name}`}
      label={t(`promotions.m.${name}`)}
      type="amount"
      {...(hint ? { hint } : {})}
    />
  );
  const rate = (
    <DraftInput
      e={e}
      name="percent"
      path="mechanism.percentBp"
      label={t(kind === 'cashback' ? 'promotions.m.lossPercent' : 'promotions.m.matchPercent')}
      unit="%"
      type="amount"
    />
  );
  return (
    <Section title={t('promotions.reward')} hint={t(`promotions.kindHint.${kind}`)}>
      <div className="form-row">
        <DraftChoice
          e={e}
          name="kind"
          label={t('promotions.mechanism')}
          values={promotionMechanisms}
          text={(v) => t(`promotions.kind.${v}`)}
        />
        {kind === 'fixed_bonus' ? (
          <DraftChoice
            e={e}
            name="condition"
            label={t('promotions.m.condition')}
            values={['first_deposit', 'signup', 'birthday'] as const}
            text={(v) => t(`promotions.conditions.${v}`)}
          />
        ) : null}
        {kind === 'cashback' ? (
          <DraftChoice
            e={e}
            name="period"
            label={t('promotions.m.period')}
            values={['daily', 'weekly'] as const}
            text={(v) => t(`promotions.repeats.${v}`)}
          />
        ) : null}
        {kind === 'deposit_match' || kind === 'application' ? <RepeatChoice e={e} /> : null}
        {kind === 'deposit_match' ? (
          <DraftChoice
            e={e}
            name="matches"
            label={t('promotions.m.matches')}
            values={['any', 'first_deposit'] as const}
            text={(v) => t(`promotions.matches.${v}`)}
          />
        ) : null}
      </div>
      <div className="form-row">
        {kind === 'deposit_match' ? (
          <>
            {rate}
            {money('maxBonus')}
            {money('minDeposit')}
          </>
        ) : null}
        {kind === 'fixed_bonus' ? (
          <>
            {money('amount')}
            {e.d.condition === 'first_deposit' ? money('minDeposit', t('promotions.m.optional')) : null}
          </>
        ) : null}
        {kind === 'application' ? money('maxAmount', t('promotions.m.maxAmountHint')) : null}
        {kind === 'cashback' ? (
          <>
            {rate}
            {money('maxBonus')}
            {money('minLoss')}
          </>
        ) : null}
      </div>
    </Section>
  );
}
