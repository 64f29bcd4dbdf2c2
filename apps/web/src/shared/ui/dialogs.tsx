import { lazy, Suspense } from 'react';
import { create } from 'zustand';

// The dialog itself (and the modal frame it uses) loads the first time one is opened.
const DialogView = lazy(() => import('./DialogView.tsx'));

/** Warning and confirm dialogs, opened imperatively: `await confirm(...)`, `warn(...)`. */
export interface Dialog {
  id: number;
  kind: 'warn' | 'confirm';
  message: string;
  title?: string | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  /** Closes by itself after this many ms (optional, spec section 2). */
  autoCloseMs?: number | undefined;
  closeOnCover?: boolean | undefined;
  resolve: (ok: boolean) => void;
}
type Opts = Partial<Pick<Dialog, 'title' | 'confirmLabel' | 'cancelLabel' | 'autoCloseMs' | 'closeOnCover'>>;

const useDialogs = create<{ list: Dialog[] }>(() => ({ list: [] }));
let nextId = 1;

function open(kind: Dialog['kind'], message: string, opts: Opts): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const done = (ok: boolean) => {
      useDialogs.setState((s) => ({ list: s.list.filter((d) => d.id !== id) }));
      resolve(ok);
    };
    useDialogs.setState((s) => ({ list: [...s.list, { id, kind, message, ...opts, resolve: done }] }));
  });
}

export const warn = (message: string, opts: Opts = {}) => open('warn', message, opts);
export const confirm = (message: string, opts: Opts = {}) => open('confirm', message, opts);

export function DialogHost() {
  const list = useDialogs((s) => s.list);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {list.map((d) => (
        <DialogView key={d.id} d={d} />
      ))}
    </Suspense>
  );
}
