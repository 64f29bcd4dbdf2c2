import type { TBalanceMovement } from '@portal/contracts/balance-stream';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './store.ts';

/**
 * Keeps the header balance live while a member is signed in: the stream code (and the words for its toasts) load
 * after the page, only for members.
 */
export function useLiveBalance() {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let close: (() => void) | null = null;
    let cancelled = false;
    const onMovements = (movements: TBalanceMovement[]) =>
      void import('./movement-toasts.ts').then((m) => m.toastMovements(movements));
    void import('./balance-stream.ts').then((m) => {
      if (!cancelled) close = m.openBalanceStream(qc, token, onMovements);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [qc, token]);
}
