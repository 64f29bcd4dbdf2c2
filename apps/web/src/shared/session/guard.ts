import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, warn } from '../ui/dialogs.tsx';
import { useUi } from '../ui/store.ts';
import { savedIsAgent, TRIAL, useSession } from './store.ts';

/**
 * The action guard of spec section 5: without a token the login popup opens and the action stops; a trial account
 * (isAgent 4) gets 'Please Register An Account First' with a way to register there and then, and the action stops.
 * Returns true when the action may go on.
 */
export function useGuard(): (opts?: { allowTrial?: boolean; memberCentre?: boolean }) => boolean {
  const { t } = useTranslation();
  return useCallback(
    (opts) => {
      const { token, member } = useSession.getState();
      if (!token) {
        useUi.getState().show('login', { tab: 'login' });
        return false;
      }
      // After a reload member info is on its way; the tab's saved copy says whether this is a trial account.
      if (!opts?.allowTrial && (member?.isAgent ?? savedIsAgent()) === TRIAL) {
        void confirm(t('in_need_true_account'), { confirmLabel: t('header.register') }).then(
          (register) => register && useUi.getState().show('login', { tab: 'register' }),
        );
        return false;
      }
      // The member centre can be closed by the brand (spec section 6): say so instead of opening it.
      if (opts?.memberCentre && useSession.getState().memberCentreClosed) {
        void warn(t('mc.unavailable'));
        return false;
      }
      return true;
    },
    [t],
  );
}
