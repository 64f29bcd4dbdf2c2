import { type KeyboardEvent, useId } from 'react';

interface Props<T extends string> {
  items: Array<{ id: T; label: string }>;
  value: T;
  onChange(id: T): void;
  label: string;
}

/** Accessible tabs (arrow keys move between them); the panel is rendered by the caller under `tabpanelId`. */
export function Tabs<T extends string>({ items, value, onChange, label }: Props<T>) {
  const base = useId();
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(i + step + items.length) % items.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`${base}-${next.id}`)?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {items.map((it, i) => (
        <button
          key={it.id}
          id={`${base}-${it.id}`}
          type="button"
          role="tab"
          aria-selected={it.id === value}
          tabIndex={it.id === value ? 0 : -1}
          className={`tab${it.id === value ? ' tab-active' : ''}`}
          onClick={() => onChange(it.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
