import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../shared/api/system.ts';
import { HTML_LANG, isLang } from '../../shared/i18n/index.ts';
import { useBlurClose } from '../../shared/ui/useBlurClose.ts';

const flag = (cc: string) => String.fromCodePoint(...[...cc.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** The browser's region names in a language, or null where it has none (the server's name is shown then). */
function regionNames(tag: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

/** Country dialing-code picker with flags: opens on focus, closes 200 ms after blur (spec sections 2 and 9). */
export function DialingCode({ value, onChange }: { value: string; onChange(code: string): void }) {
  const { t, i18n } = useTranslation();
  // Country names in the portal's language from the browser's own data; the server's English name otherwise.
  const regions = useMemo(() => regionNames(isLang(i18n.language) ? HTML_LANG[i18n.language] : 'en'), [i18n.language]);
  const { data: countries = [] } = useCountries();
  const { open, setOpen, focusProps } = useBlurClose();
  const listId = useId();
  const current = countries.find((c) => c.countryDialingCode === value);
  return (
    <div className="dialing" {...focusProps}>
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
                <span aria-hidden="true">{flag(c.countryCode)}</span> {regions?.of(c.countryCode) ?? c.name}{' '}
                <span className="num">+{c.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
