import { lazy, Suspense, useSyncExternalStore } from 'react';
import './phone.css';

// The bar's code loads on phones only, after the page: it is fixed to the bottom, so nothing shifts when it comes.
const PhoneTabBar = lazy(() => import('./PhoneTabBar.tsx'));
const PHONE = '(max-width: 767px)';

const subscribe = (notify: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/** The phone's bottom tab bar (PhoneTabBar), below 768 px only. */
export function TabBar() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return phone ? (
    <Suspense fallback={null}>
      <PhoneTabBar />
    </Suspense>
  ) : null;
}
