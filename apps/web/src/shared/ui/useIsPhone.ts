import { useSyncExternalStore } from 'react';

/** The portal's phone layout (the bottom tab bar, the side menu as a drawer): below 768 px. */
const PHONE = '(max-width: 767px)';

const subscribe = (notify: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

/** True while the window is phone-wide; follows a rotation or a resize. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
