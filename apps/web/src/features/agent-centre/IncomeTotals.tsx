import { incomeSources, type TIncomeValue } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../shared/ui/Amount.tsx';

/** My income's sums over the range: every source (zero ones too, so the agent sees what it could earn) and the total. */
export function IncomeTotals({ value }: { value: Pick<TIncomeValue, 'bySource' | 'total'> }) {
  const { t } = useTranslation();
  const sum = (s: string) => value.bySource.find((b) => b.source === s);
  return (
    <section aria-label={t('agent.totals')}>
      <dl className="ac-figures ac-totals" data-testid="income-totals">
        {incomeSources.map((s) => (
          <div key={s} className="ac-figure">
            <dt>{t(`agent.income.sources.${s}`)}</dt>
            <dd>
              <Amount value={sum(s)?.amount ?? '0.00'} />
            </dd>
          </div>
        ))}
        <div className="ac-figure ac-figure-total">
          <dt>{t('agent.income.total')}</dt>
          <dd>
            <Amount value={value.total} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
