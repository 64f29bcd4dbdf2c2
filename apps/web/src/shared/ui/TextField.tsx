import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown inside the field on the right (e.g. a send-code button). */
  addon?: ReactNode;
  hideLabel?: boolean;
}

/** Input with its label, and a hint or an error under it (spec: field errors appear under each field). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, hint, error, addon, hideLabel, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const note = `${inputId}-note`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      <div className="field-control">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? note : undefined}
          {...rest}
        />
        {addon}
      </div>
      {(error || hint) && (
        <div id={note} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </div>
      )}
    </div>
  );
});
