import { lazy, Suspense } from 'react';
import { create } from 'zustand';

// The toast library loads with the first toast, never with the first paint.
const Toaster = lazy(() => import('./Toaster.tsx'));

export type ToastKind = 'success' | 'info' | 'error';
export interface ToastNote {
  kind: ToastKind;
  title: string;
  description?: string | undefined;
}

/** Whether the toaster is mounted; toasts asked for before it is wait for it. */
const useToastHost = create<{ on: boolean }>(() => ({ on: false }));
let ready: Promise<void> | null = null;
let markReady: () => void = () => undefined;

/** Called by the mounted toaster. */
export const toasterReady = () => markReady();

/**
 * A toast for a money or account event (deposit credited, withdrawal requested or paid, transfer done, password
 * changed): shown by sonner, announced politely to screen readers.
 */
export async function notify(note: ToastNote): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    markReady = resolve;
  });
  useToastHost.setState({ on: true });
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  const opts = note.description ? { description: note.description } : {};
  toast[note.kind](note.title, opts);
}

/** Mounts the toaster after the first toast; placed once in the shell. */
export function ToastHost() {
  const on = useToastHost((s) => s.on);
  return on ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
