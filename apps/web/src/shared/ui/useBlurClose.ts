import { useEffect, useRef, useState } from 'react';

/** Spec section 9: a dropdown closes 200 ms after focus leaves it, so a click on one of its items still lands. */
export const BLUR_CLOSE_MS = 200;

/**
 * Open state for a small dropdown. `focusProps` go on the element holding the trigger and the list: focus leaving
 * it closes the list after the delay, focus coming back (tabbing from the trigger into the list) keeps it open.
 * `closeSoon` and `keepOpen` do the same for other events (a pointer leaving a flyout).
 */
export function useBlurClose(delay = BLUR_CLOSE_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), delay);
  };
  const keepOpen = () => clearTimeout(timer.current);
  return { open, setOpen, closeSoon, keepOpen, focusProps: { onBlur: closeSoon, onFocus: keepOpen } };
}
