import type { ReactNode } from 'react';

/** One pickable option (a digit, "Big", a sum): pressed when selected, its odds under it. */
export function PickButton({
  pressed,
  onClick,
  label,
  odds,
  children,
  className = '',
  disabled,
}: {
  pressed: boolean;
  onClick(): void;
  /** The full name for readers ("2nd · 7, pays ×9.70"). */
  label: string;
  odds?: string | null;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`lot-pick ${className}${pressed ? ' lot-pick-on' : ''}`.trim()}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <span className="lot-pick-face">{children}</span>
      {odds && <span className="lot-pick-odds num">×{odds}</span>}
    </button>
  );
}
