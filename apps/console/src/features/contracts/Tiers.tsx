import type { TContractTier } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../shared/format.ts';
import { percent } from '../../shared/rates.ts';

/** A contract's tiers as rates: one rate alone, or each rate with the base and active players it needs. */
export function Tiers({ tiers }: { tiers: TContractTier[] }) {
  const { t } = useTranslation();
  const only = tiers.length === 1 ? tiers[0] : undefined;
  if (only && only.minActive === 0 && /^0+\.00$/.test(only.minBase))
    return <span className="num strong">{percent(only.rateBp)} %</span>;
  return (
    <ul className="tiers">
      {tiers.map((tier) => (
        <li key={`${tier.minBase}:${tier.minActive}`}>
          <span className="num strong">{percent(tier.rateBp)} %</span>{' '}
          <span className="muted">
            {t('contracts.tierFrom', { base: money(tier.minBase), active: count(tier.minActive) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
