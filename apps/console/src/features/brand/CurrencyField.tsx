import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locale } from '../../shared/format.ts';
import { formatMinor, minorDigits } from './money-units.ts';

const SAMPLE_MINOR = 1_234_567;
const SHOWN = 40;

/** A currency's name in the operator's language ("US Dollar"), or nothing for an unknown code. */
const nameOf = (code: string) => {
  try {
    return new Intl.DisplayNames([locale()], { type: 'currency' }).of(code) ?? '';
  } catch {
    return '';
  }
};
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * An ISO 4217 currency from the runtime's list: the code typed, or searched by code or name ("dollar", "real") and
 * picked from the matches, with a sample amount formatted in it so the operator sees its symbol and decimals.
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
  const [query, setQuery] = useState(value);
  // The match under the keyboard's arrows: already the value; Enter (or a click) takes it into the field.
  const [highlight, setHighlight] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A value set from outside (discarded changes, a fresh answer) shows in the field.
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) setQuery(value);
    emitted.current = value;
  }, [value]);
  const emit = (code: string) => {
    emitted.current = code;
    onChange(code);
  };
  const known = (code: string) => codes.some((c) => c.code === code);
  const typed = query.trim();
  const q = fold(typed);
  const matches =
    !typed || known(typed.toUpperCase())
      ? []
      : codes.filter((c) => c.code.toLowerCase().startsWith(q) || fold(c.name).includes(q)).slice(0, SHOWN);
  const pick = (code: string) => {
    setQuery(code);
    setHighlight('');
    emit(code);
    input.current?.focus();
  };
  const sample = known(value)
    ? t('brands.currencySample', {
        name: nameOf(value),
        amount: formatMinor(SAMPLE_MINOR * 10 ** (minorDigits(value) - 2), value),
      })
    : null;
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t('brands.currency')}</label>
      <input
        ref={input}
        id={id}
        className="input mono"
        value={query}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-more ${id}-why` : `${id}-more`}
        aria-controls={matches.length ? `${id}-matches` : undefined}
        onChange={(e) => {
          const raw = e.target.value;
          const code = raw.trim().toUpperCase();
          setQuery(known(code) ? code : raw);
          emit(code);
        }}
      />
      {matches.length && !disabled ? (
        <select
          id={`${id}-matches`}
          className="select currency-matches"
          size={Math.min(Math.max(matches.length, 2), 6)}
          aria-label={t('brands.currencyMatches', { q: typed })}
          value={highlight}
          onChange={(e) => {
            setHighlight(e.target.value);
            emit(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || !highlight) return;
            e.preventDefault();
            pick(highlight);
          }}
          onClick={() => {
            if (highlight) pick(highlight);
          }}
        >
          {matches.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.name}
            </option>
          ))}
        </select>
      ) : null}
      <span id={`${id}-more`} className={error ? 'error' : 'hint'} role={error ? 'alert' : undefined}>
        {error ?? sample ?? (matches.length ? t('brands.currencyPick') : '')}
      </span>
      {hint ? (
        <span className="hint" id={`${id}-why`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
