import { useTranslation } from 'react-i18next';
import { basisPoints } from '../../shared/rates.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';

/** A tier as typed: the base and active players it needs, and its rate in percent. */
export interface TierDraft {
  minBase: string;
  minActive: string;
  rate: string;
}
const MAX_TIERS = 10;

/** The tier rows of a contract being written: up to ten, each removable while more than one is left. */
export function TierRows({
  tiers,
  onChange,
  checked,
}: {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The form was sent once: show what is wrong. */
  checked: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const bad = (ok: boolean) => (checked && !ok) || undefined;
  return (
    <fieldset className="grid tier-rows">
      <legend>{t('contracts.tiers')}</legend>
      {tiers.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place and have no identity of their own
        <div key={i} className="form-row">
          <input
            className="input num"
            inputMode="decimal"
            aria-label={t('contracts.tierBase', { n: i + 1 })}
            placeholder={t('contracts.minBase')}
            value={tier.minBase}
            aria-invalid={bad(/^\d{1,12}(?:[.,]\d{1,2})?$/.test(tier.minBase.trim()))}
            onChange={(e) => set(i, { minBase: e.target.value })}
          />
          <input
            className="input num"
            inputMode="numeric"
            aria-label={t('contracts.tierActive', { n: i + 1 })}
            placeholder={t('contracts.minActive')}
            value={tier.minActive}
            aria-invalid={bad(/^\d{1,6}$/.test(tier.minActive.trim()))}
            onChange={(e) => set(i, { minActive: e.target.value })}
          />
          <input
            className="input num"
            inputMode="decimal"
            aria-label={t('contracts.tierRate', { n: i + 1 })}
            placeholder="0.00 %"
            value={tier.rate}
            aria-invalid={bad(basisPoints(tier.rate) !== null)}
            onChange={(e) => set(i, { rate: e.target.value })}
          />
          {tiers.length > 1 ? (
            <Button
              variant="ghost"
              small
              aria-label={t('contracts.removeTier', { n: i + 1 })}
              onClick={() => onChange(tiers.filter((_, j) => j !== i))}
            >
              <Icon name="close" size={14} />
            </Button>
          ) : null}
        </div>
      ))}
      {tiers.length < MAX_TIERS ? (
        <Button variant="ghost" small onClick={() => onChange([...tiers, { minBase: '', minActive: '0', rate: '' }])}>
          <Icon name="plus" size={14} /> {t('contracts.addTier')}
        </Button>
      ) : null}
    </fieldset>
  );
}
