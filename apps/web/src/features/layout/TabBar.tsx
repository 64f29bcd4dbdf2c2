import { lazy, Suspense } from 'react';
import { useIsPhone } from '../../shared/ui/useIsPhone.ts';
import './phone.css';

// The bar's code loads on phones only, after the page: it is fixed to the bottom, so nothing shifts when it comes.
const PhoneTabBar = lazy(() => import('./PhoneTabBar.tsx'));

/** The phone's bottom tab bar (PhoneTabBar), below 768 px only. */
export function TabBar() {
  const phone = useIsPhone();
  return phone ? (
    <Suspense fallback={null}>
      <PhoneTabBar />
    </Suspense>
  ) : null;
}
