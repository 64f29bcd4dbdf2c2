import type { TTeamBetTotals } from '@portal/contracts/agent';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../shared/ui/Amount.tsx';
import type { Column } from '../../shared/ui/DataTable.tsx';

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

/** The money columns every team report ends with: bet, valid bet, payout and the member's win/loss. */
export function betColumns<T extends { bet: string; validBet: string; payout: string; winLoss: string }>(
  t: TFunction,
): Column<T>[] {
  return [
    { label: t('agent.sum.bet'), num: true, cell: (r) => <Amount value={r.bet} /> },
    { label: t('agent.sum.validBet'), num: true, cell: (r) => <Amount value={r.validBet} /> },
    { label: t('agent.sum.payout'), num: true, cell: (r) => <Amount value={r.payout} /> },
    { label: t('agent.sum.winLoss'), num: true, cell: (r) => <Signed value={r.winLoss} /> },
  ];
}
