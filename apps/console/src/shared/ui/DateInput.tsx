import { type ChangeEvent, type FocusEvent, forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, parseDay } from '../format.ts';

type Props = {
  name?: string;
  className?: string;
  'aria-label'?: string;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
};

const setNativeValue = (el: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A day field in the operator's language (03/12/2026 in Portuguese, 2026/12/03 in Chinese), not the browser's: the
 * text is typed in that order and a button opens the browser's calendar. The form sees a date input holding
 * YYYY-MM-DD (it takes `register`'s props), so the forms and their schemas are unchanged.
 */
export const DateInput = forwardRef<HTMLInputElement, Props>(function DateInput(
  { name, className = 'input', 'aria-label': label, onChange, onBlur, disabled },
  ref,
) {
  const { t, i18n } = useTranslation();
  const native = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const show = useCallback(() => {
    setText(dayText(native.current?.value ?? ''));
    setBad(false);
  }, []);
  // The form writes its first value into the date input after it mounts; the language can change under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown again when the language changes
  useEffect(() => {
    const id = requestAnimationFrame(show);
    return () => cancelAnimationFrame(id);
  }, [show, i18n.language]);
  const attach = (el: HTMLInputElement | null) => {
    native.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <span className="date-input">
      <input
        className={className}
        aria-label={label}
        aria-invalid={bad || undefined}
        inputMode="numeric"
        placeholder={dayText('2026-12-31')}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const day = parseDay(e.target.value);
          setBad(day === null);
          if (day !== null && native.current && native.current.value !== day) setNativeValue(native.current, day);
        }}
        onBlur={() => {
          if (parseDay(text) !== null) show();
        }}
      />
      <input
        type="date"
        className="date-native"
        tabIndex={-1}
        aria-hidden="true"
        name={name}
        ref={attach}
        disabled={disabled}
        onChange={(e) => {
          onChange?.(e);
          if (document.activeElement !== e.currentTarget.previousElementSibling) show();
        }}
        onBlur={onBlur}
      />
      <button
        type="button"
        className="date-pick"
        aria-label={label ? `${t('form.pickDate')}: ${label}` : t('form.pickDate')}
        disabled={disabled}
        onClick={() => {
          const el = native.current;
          if (!el) return;
          try {
            el.showPicker();
          } catch {
            el.focus();
          }
        }}
      >
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
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
  );
});
