import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/ui/errors.ts';
import { toast } from '../../shared/ui/toast.tsx';

/** An on/off switch that sends its change at once; refused by the server, it says why and keeps the old state. */
export function Switch({
  label,
  checked,
  disabled,
  warn,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  warn?: boolean;
  onChange: (next: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      className={`switch${warn ? ' warn' : ''}`}
      disabled={disabled || busy}
      onClick={() => {
        setBusy(true);
        onChange(!checked)
          .catch((e: unknown) => toast(errorText(t, e), true))
          .finally(() => setBusy(false));
      }}
    />
  );
}

/** The order number: saved when it changes and the field is left or Enter is pressed. */
export function SortInput({
  label,
  value,
  disabled,
  onSave,
}: {
  label: string;
  value: number;
  disabled?: boolean;
  onSave: (sort: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const save = () => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 100_000) return setText(String(value));
    if (n !== value)
      onSave(n).catch((e: unknown) => {
        toast(errorText(t, e), true);
        setText(String(value));
      });
  };
  return (
    <input
      className="input sort-input num"
      inputMode="numeric"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
    />
  );
}
