import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../shared/api/system.ts';

const flag = (cc: string) => String.fromCodePoint(...[...cc.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** Country dialing-code picker with flags: opens on focus, closes 200 ms after blur (spec sections 2 and 9). */
export function DialingCode({ value, onChange }: { value: string; onChange(code: string): void }) {
  const { t } = useTranslation();
  const { data: countries = [] } = useCountries();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const current = countries.find((c) => c.countryDialingCode === value);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus tracking only, to close the list 200 ms after focus leaves it
    <div
      className="dialing"
      onBlur={() => {
        timer.current = setTimeout(() => setOpen(false), 200);
      }}
      onFocus={() => clearTimeout(timer.current)}
    >
      <button
        type="button"
        className="dialing-btn"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('auth.dialingCode')}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
      >
        {current?.countryCode ?? ''} +{value}
      </button>
      {open && (
        <ul className="dialing-list" id={listId} aria-label={t('auth.dialingCode')}>
          {countries.map((c) => (
            <li key={c.countryCode}>
              <button
                type="button"
                aria-pressed={c.countryDialingCode === value}
                onClick={() => {
                  onChange(c.countryDialingCode);
                  setOpen(false);
                }}
              >
                <span aria-hidden="true">{flag(c.countryCode)}</span> {c.name}{' '}
                <span className="num">+{c.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
