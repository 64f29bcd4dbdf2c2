import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A labelled control with its hint, or the translated reason the form refused its value. */
export function Field({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  error?: FieldError | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <span className="error" role="alert">
          {t(`form.${error.type}`, { defaultValue: error.message ?? t('form.invalid') })}
        </span>
      ) : hint ? (
        <span className="hint">{hint}</span>
      ) : null}
    </div>
  );
}
