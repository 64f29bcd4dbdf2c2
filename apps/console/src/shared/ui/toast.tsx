import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  text: string;
  bad?: boolean;
}
let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Tells the operator an action went through (or why not) without a dialog; each note leaves after 4 s. */
export function toast(text: string, bad = false) {
  const id = next++;
  toasts = [...toasts, { id, text, bad }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((x) => x.id !== id);
    emit();
  }, 4000);
}

export function Toasts() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
  return (
    <div className="toasts" aria-live="polite">
      {list.map((x) => (
        <div key={x.id} className={`toast${x.bad ? ' bad' : ''}`} role="status">
          {x.text}
        </div>
      ))}
    </div>
  );
}
