import { type RefObject, useLayoutEffect } from 'react';

/**
 * While the element is shown, a phone's toasts come below it (`--toast-top`, read by the toaster): a sheet's top row
 * that is a control (a back link) is never covered for the five seconds a toast stays.
 */
export function useToastsBelow(row: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const el = row.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty('--toast-top', `${Math.round(el.getBoundingClientRect().bottom + 8)}px`);
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      root.style.removeProperty('--toast-top');
    };
  }, [row, shown]);
}
