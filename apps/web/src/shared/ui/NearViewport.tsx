import { type ReactNode, useRef } from 'react';
import { useNearViewport } from './useNearViewport.ts';

/**
 * Its children once the place they go comes within half a screen of the viewport; until then an empty block of
 * `minHeight` holds that place. What a first screen does not show (the rows far below, the winners, the providers)
 * costs the first load nothing: rendered at once they were the largest task of the home page's first seconds.
 */
export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (near) return children;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
