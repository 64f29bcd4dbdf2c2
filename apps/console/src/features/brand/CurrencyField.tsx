import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { locale } from '../../shared/format.ts';
import { formatMinor, minorDigits } from './money-units.ts';

const SAMPLE_MINOR = 1_234_567;

/** A currency's name in the operator's language ("US Dollar"), or nothing for an unknown code. */
const nameOf = (code: string) => {
  try {
    return new Intl.DisplayNames([locale()], { type: 'currency' }).of(code) ?? '';
  } catch {
    return '';
  }
};

/**
 * An ISO 4217 currency: typed or picked from the runtime's list (searchable by code and name), with a sample amount
 * formatted in it so the operator sees its symbol and decimals.
 */
export function CurrencyField({
  id,
  value,
  onChange,
  error,
  disabled,
  hint,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  hint?: string;
}) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the operator's language
  const codes = useMemo(
    () => Intl.supportedValuesOf('currency').map((c) => ({ code: c, name: nameOf(c) })),
    [i18n.language],
  );
  const known = codes.some((c) => c.code === value);
  const sample = known
    ? t('brands.currencySample', {
        name: nameOf(value),
        amount: formatMinor(SAMPLE_MINOR * 10 ** (minorDigits(value) - 2), value),
      })
    : null;
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t('brands.currency')}</label>
      <input
        id={id}
        className="input mono"
        list={`${id}-list`}
        value={value}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        maxLength={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-more ${id}-why` : `${id}-more`}
        onChange={(e) => onChange(e.target.value.toUpperCase().trim())}
      />
      <datalist id={`${id}-list`}>
        {codes.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </datalist>
      <span id={`${id}-more`} className={error ? 'error' : 'hint'} role={error ? 'alert' : undefined}>
        {error ?? sample}
      </span>
      {hint ? (
        <span className="hint" id={`${id}-why`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
