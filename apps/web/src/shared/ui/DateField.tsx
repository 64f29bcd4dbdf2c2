import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPattern, dayText, parseDay } from '../time.ts';

/**
 * A day filter in the portal's language (03/12/2026 in PT, 2026/12/03 in CN), not the browser's: typed in that order,
 * with a button that opens the browser's calendar. `value` and `onChange` carry YYYY-MM-DD ('' for none), as a date
 * input's do. Its label names the typed text.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  required,
}: {
  /** The field's name, shown above it. */
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const native = useRef<HTMLInputElement>(null);
  const typing = useRef(false);
  const [text, setText] = useState(() => dayText(value, lang));
  const [bad, setBad] = useState(false);
  // A new value from outside (the calendar, a reset) or a new language is shown; what is being typed stays as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is compared, not followed
  useEffect(() => {
    if (!typing.current || parseDay(text, lang) !== value) {
      setText(dayText(value, lang));
      setBad(false);
    }
  }, [value, lang]);
  const [d = 'dd', m = 'mm', y = 'yyyy'] = t('mc.datePattern').split('|');
  return (
    <label>
      {label}
      <span className="date-field">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={dayPattern(lang, { day: d, month: m, year: y })}
          value={text}
          aria-invalid={bad || undefined}
          required={required}
          onFocus={() => {
            typing.current = true;
          }}
          onBlur={() => {
            typing.current = false;
            if (parseDay(text, lang) !== null) setText(dayText(value, lang));
          }}
          onChange={(e) => {
            setText(e.target.value);
            const day = parseDay(e.target.value, lang);
            setBad(day === null);
            if (day !== null && day !== value) onChange(day);
          }}
        />
        <input
          ref={native}
          type="date"
          className="date-field-native"
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="date-field-pick"
          aria-label={`${t('mc.pickDate')}: ${label}`}
          onClick={() => {
            try {
              native.current?.showPicker();
            } catch {
              native.current?.focus();
            }
          }}
        >
          <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
            <path
              d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </span>
    </label>
  );
}
