import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useUi } from './store.ts';
import { toasterReady } from './toast.tsx';

/**
 * sonner's toaster in the portal's theme, at the bottom: at the top it covered the header (and the balance a toast
 * is often about) on a phone, and a dialog's close button on a desktop. Bottom left on a desktop (over the side
 * menu's foot, away from a dialog's buttons), above the tab bar on a phone.
 */
export default function Toaster() {
  const { t } = useTranslation();
  const theme = useUi((s) => s.theme);
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      theme={theme}
      position="bottom-left"
      offset={{ bottom: 16, left: 16 }}
      mobileOffset={{ bottom: 76, left: 8, right: 8 }}
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ className: 'toast', closeButtonAriaLabel: t('close') }}
    />
  );
}
