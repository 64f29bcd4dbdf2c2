import { type ReactNode, useEffect, useState } from 'react';

/**
 * False for the first frame, then true: what the first screen does not need (rows below it, the footer, a hidden
 * menu) renders in a task of its own after the first paint, so no one task of the first load blocks for long.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Its children, from the frame after it first appears. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
