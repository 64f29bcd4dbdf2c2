import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/TextField.tsx';

/** One tier as typed: the base from which it holds, the active players it needs, the rate in percent. */
export type TierDraft = { minBase: string; minActive: string; rate: string };

/** The offer's tiers, each a small group of three fields; later tiers can be removed. */
export function TierFields({
  tiers,
  onChange,
  invalid,
  canAdd,
  onAdd,
}: {
  tiers: TierDraft[];
  onChange(next: TierDraft[]): void;
  /** The tier the last check refused, marked invalid. */
  invalid: number | undefined;
  canAdd: boolean;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const set = (i: number, key: keyof TierDraft, value: string) =>
    onChange(tiers.map((tier, j) => (j === i ? { ...tier, [key]: value } : tier)));
  return (
    <div className="ct-tier-list">
      {tiers.map((tier, i) => (
        // Tiers have no identity but their place; removing one re-renders the rest.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={i} className={invalid === i ? 'ct-tier ct-tier-invalid' : 'ct-tier'}>
          <legend>{t('agent.contract.tier', { n: i + 1 })}</legend>
          <TextField
            label={t('agent.contract.minBase')}
            inputMode="decimal"
            value={tier.minBase}
            onChange={(e) => set(i, 'minBase', e.target.value)}
            maxLength={15}
          />
          <TextField
            label={t('agent.contract.minActive')}
            inputMode="numeric"
            value={tier.minActive}
            onChange={(e) => set(i, 'minActive', e.target.value)}
            maxLength={6}
          />
          <TextField
            label={t('agent.contract.ratePercent')}
            inputMode="decimal"
            value={tier.rate}
            onChange={(e) => set(i, 'rate', e.target.value)}
            maxLength={6}
            placeholder="0.00"
          />
          {i > 0 && (
            <button
              type="button"
              className="btn btn-ghost btn-sm ct-tier-remove"
              onClick={() => onChange(tiers.filter((_, j) => j !== i))}
            >
              {t('agent.contract.removeTier', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {canAdd && (
        <button type="button" className="btn btn-secondary btn-sm ct-tier-add" onClick={onAdd}>
          {t('agent.contract.addTier')}
        </button>
      )}
    </div>
  );
}
