import { type ChangeEvent, type FocusEvent, forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPattern, dayText, dayTimeText, parseDay, parseDayTime } from '../format.ts';

type Props = {
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** A date and time (YYYY-MM-DDTHH:MM, a datetime-local field) rather than a day. */
  withTime?: boolean;
  /** The value, when the field is controlled rather than registered with a form. */
  value?: string;
};

const setNativeValue = (el: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A day field in the operator's language (03/12/2026 in Portuguese, 2026/12/03 in Chinese, with its time when
 * `withTime`), not the browser's: the text is typed in that order and a button opens the browser's calendar. The form
 * sees a date input holding YYYY-MM-DD (or YYYY-MM-DDTHH:MM): it takes `register`'s props, or `value` and `onChange`,
 * so the forms and their schemas are unchanged.
 */
export const DateInput = forwardRef<HTMLInputElement, Props>(function DateInput(
  {
    id,
    name,
    className = 'input',
    'aria-label': label,
    'aria-invalid': invalid,
    onChange,
    onBlur,
    disabled,
    withTime,
    value,
  },
  ref,
) {
  const { t, i18n } = useTranslation();
  const native = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const format = withTime ? dayTimeText : dayText;
  // The placeholder shows the shape to type: "dd/mm/aaaa" in Portuguese, "年/月/日" in Chinese.
  const [d = 'dd', m = 'mm', y = 'yyyy', hour = 'hh', minute = 'mm'] = t('form.datePattern').split('|');
  const pattern = dayPattern(d, m, y);
  const parse = withTime ? parseDayTime : parseDay;
  const show = useCallback(() => {
    setText(format(native.current?.value ?? ''));
    setBad(false);
  }, [format]);
  // The form writes its first value into the date input after it mounts; the language or a controlled value can
  // change under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown again when the language or the value changes
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      // What the operator is typing stays as typed while it already says the field's value.
      const typing = document.activeElement === native.current?.previousElementSibling;
      if (!typing || parse(text) !== (native.current?.value ?? '')) show();
    });
    return () => cancelAnimationFrame(frame);
  }, [show, i18n.language, value]);
  const attach = (el: HTMLInputElement | null) => {
    native.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <span className={withTime ? 'date-input date-input-time' : 'date-input'}>
      <input
        id={id}
        className={className}
        aria-label={label}
        aria-invalid={bad || invalid || undefined}
        inputMode="numeric"
        autoComplete="off"
        placeholder={withTime ? `${pattern} ${hour}:${minute}` : pattern}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const typed = parse(e.target.value);
          setBad(typed === null);
          if (typed !== null && native.current && native.current.value !== typed) setNativeValue(native.current, typed);
        }}
        onBlur={() => {
          if (parse(text) !== null) show();
        }}
      />
      <input
        type={withTime ? 'datetime-local' : 'date'}
        className="date-native"
        tabIndex={-1}
        aria-hidden="true"
        name={name}
        ref={attach}
        disabled={disabled}
        {...(value === undefined ? {} : { value })}
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
