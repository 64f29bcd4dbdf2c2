import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useUi } from './store.ts';
import { toasterReady } from './toast.tsx';

/** sonner's toaster in the portal's theme: top right under the header on desktop, top of the screen on a phone. */
export default function Toaster() {
  const { t } = useTranslation();
  const theme = useUi((s) => s.theme);
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      theme={theme}
      position="top-right"
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 8, left: 8, right: 8 }}
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ className: 'toast', closeButtonAriaLabel: t('close') }}
    />
  );
}
