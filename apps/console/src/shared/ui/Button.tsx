import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'ok' | 'danger' | 'secondary' | 'ghost';

/** A button that shows progress and cannot be pressed twice while its action runs. */
export function Button({
  variant = 'secondary',
  small,
  busy,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  small?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || busy}
      aria-busy={busy || undefined}
      className={['btn', `btn-${variant}`, small ? 'btn-sm' : '', className ?? ''].join(' ').trim()}
    >
      {busy ? <span className="spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}
