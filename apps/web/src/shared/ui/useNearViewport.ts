import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element is within half a screen's height of the viewport (and from then on): lists below the fold
 * ask for their data only when the visitor scrolls towards them, so the first load draws only what the first screen
 * shows (a whole screen's margin drew four more rows of tiles in the first seconds). Without IntersectionObserver,
 * at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: `${Math.round(window.innerHeight / 2)}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, ref]);
  return near;
}
