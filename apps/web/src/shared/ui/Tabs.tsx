import { type KeyboardEvent, useEffect, useId, useRef } from 'react';

interface Props<T extends string> {
  /** `icon`: an image shown before the label (a vendor's mark); decorative, the label names the tab. */
  items: Array<{ id: T; label: string; icon?: string }>;
  value: T;
  onChange(id: T): void;
  label: string;
}

/** Accessible tabs (arrow keys move between them); the panel is rendered by the caller under `tabpanelId`. */
export function Tabs<T extends string>({ items, value, onChange, label }: Props<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  // A selected tab past the edge of a narrow screen is brought into the strip's view (the page itself stays put).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection changes; it reads the DOM
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    if (tab.offsetLeft < strip.scrollLeft || tab.offsetLeft + tab.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = tab.offsetLeft - 8;
  }, [value]);
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
    <div role="tablist" aria-label={label} className="tabs" ref={list}>
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
          {it.icon && <img className="tab-icon" src={it.icon} alt="" width={24} height={24} />}
          {it.label}
        </button>
      ))}
    </div>
  );
}
