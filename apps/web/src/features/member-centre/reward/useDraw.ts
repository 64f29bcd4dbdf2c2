import type { TRaffleDraw } from '@portal/contracts/raffle';
import { useRef } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { newRequestId, useRaffleDraw } from '../reward-api.ts';

/**
 * One draw per click. A call that failed on the way (no answer) keeps its request id, so pressing again retries the
 * same draw and the server answers its first result instead of drawing twice; any answer ends it.
 */
export function useDraw(eventId: number) {
  const draw = useRaffleDraw();
  const pending = useRef<string | null>(null);
  const run = (onDone: (d: TRaffleDraw) => void, onError: (e: unknown) => void) => {
    pending.current ??= newRequestId();
    draw.mutate(
      { eventId, requestId: pending.current },
      {
        onSuccess: (d) => {
          pending.current = null;
          onDone(d);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.key !== 'network_error') pending.current = null;
          onError(e);
        },
      },
    );
  };
  return { run, isPending: draw.isPending };
}

/** Whether the member asked for less motion: animations end at once. */
export const reducedMotion = () => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
