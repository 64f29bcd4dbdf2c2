import type { TTeamBetTotals } from '@portal/contracts/agent';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../shared/ui/Amount.tsx';

/** The sums of a report over every page: rounds, bet, valid bet, payout and the members' win/loss. */
export function Totals({ totals, label }: { totals: TTeamBetTotals; label: string }) {
  const { t } = useTranslation();
  const money = (key: 'bet' | 'validBet' | 'payout' | 'winLoss') => <Amount value={totals[key]} />;
  const items: Array<[string, React.ReactNode, string?]> = [
    ['rounds', totals.rounds],
    ['bet', money('bet')],
    ['validBet', money('validBet')],
    ['payout', money('payout')],
    ['winLoss', money('winLoss'), totals.winLoss.startsWith('-') ? 'loss' : 'win'],
  ];
  return (
    <section aria-label={label}>
      <dl className="ac-figures ac-totals" data-testid="report-totals">
        {items.map(([key, value, tone]) => (
          <div key={key} className="ac-figure">
            <dt>{t(`agent.sum.${key}`)}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A money cell coloured by its sign (the member's result). */
export function Signed({ value }: { value: string }) {
  return (
    <span className={value.startsWith('-') ? 'loss' : value === '0.00' ? undefined : 'win'}>
      <Amount value={value} />
    </span>
  );
}
