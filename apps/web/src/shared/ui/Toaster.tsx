import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useUi } from './store.ts';
import { toasterReady } from './toast.tsx';

/**
 * sonner's toaster in the portal's theme, just below the header, centred. At the top over the header they covered
 * the phone's balance (the figure a money toast is about); at the bottom they covered a full-screen sheet's main
 * button on a phone (Pay now) and the member centre's menu on a desktop. Below the header and centred they cover no
 * control of the header nor a dialog's title and close button (at its ends), only content, for five seconds, and can
 * be closed or swiped away; screen readers hear them from sonner's polite live region. A phone sheet whose top row
 * is a control (the member centre's "back to account") moves them below that row (`--toast-top`, useToastsBelow).
 */
const BELOW_HEADER = 'calc(var(--header-h, 64px) + 8px)';
const BELOW_SHEET_ROW = `var(--toast-top, ${BELOW_HEADER})`;

export default function Toaster() {
  const { t } = useTranslation();
  const theme = useUi((s) => s.theme);
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      theme={theme}
      position="top-center"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_SHEET_ROW, left: 8, right: 8 }}
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ className: 'toast', closeButtonAriaLabel: t('close') }}
    />
  );
}
