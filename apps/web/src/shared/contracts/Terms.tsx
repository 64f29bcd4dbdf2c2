import type { TContractKind, TContractStatus, TContractTier } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../ui/Amount.tsx';
import { formatRate } from './rates.ts';
import './contracts.css';

/** The rate formatter in the page's language. */
export function useRate(): (bp: number) => string {
  const lang = useTranslation().i18n.language;
  return (bp) => formatRate(bp, lang);
}

/** A contract's rates: one flat rate, or each tier with the base and active players it needs. */
export function Tiers({ tiers }: { tiers: TContractTier[] }) {
  const { t } = useTranslation();
  const rate = useRate();
  const money = useMoney();
  const [only] = tiers;
  if (tiers.length === 1 && only && Number(only.minBase) === 0 && only.minActive === 0)
    return <span className="num">{rate(only.rateBp)}</span>;
  return (
    <ul className="ct-tiers">
      {tiers.map((tier) => (
        <li key={`${tier.minBase}-${tier.minActive}`}>
          {t('contract.tierLine', { base: money(tier.minBase), active: tier.minActive, rate: rate(tier.rateBp) })}
        </li>
      ))}
    </ul>
  );
}

export function ContractStatus({ status }: { status: TContractStatus }) {
  const { t } = useTranslation();
  return <span className={`status ct-status-${status}`}>{t(`contract.status.${status}`)}</span>;
}

/** A downline's contract of one kind, as a small badge: running, or waiting for its answer. */
export function ContractBadge({ kind, status }: { kind: TContractKind; status: 'approved' | 'in_process' }) {
  const { t } = useTranslation();
  return (
    <span className={`status ct-badge ct-status-${status}`}>
      {t('contract.badge', { kind: t(`contract.kind.${kind}`), status: t(`contract.badgeStatus.${status}`) })}
    </span>
  );
}
