import type { TLoginValue } from '@portal/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import { memberInfoQuery } from '../../shared/api/member.ts';
import { useNavigate } from '../../shared/router.tsx';
import { TRIAL, useSession } from '../../shared/session/store.ts';
import { useUi } from '../../shared/ui/store.ts';

/** The account whose first-login welcome waits for the login after a forced password change (this tab only). */
const WELCOME_PENDING = 'welcomePending';

/**
 * After a login-like call (spec section 4): store the token; the default or an expired password (not for SMS or
 * phone-auth logins) opens the change-password modal; otherwise load member info, close the popup, go home.
 * firstTimeLogin shows the first-login welcome (docs/decisions.md): not after a registration, which shows its own
 * success popup, nor for trial accounts; a first login that must change its password first gets it at the next login.
 */
export function useAfterLogin() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async (
    value: TLoginValue,
    opts: { type?: 'username' | 'sms' | 'recovery' | 'register' | 'freeplay'; password?: string } = {},
  ) => {
    const ui = useUi.getState();
    useSession.getState().setToken(value.token);
    ui.hide('login');
    const firstLogin = value.firstTimeLogin && opts.type !== 'register' && value.isAgent !== TRIAL;
    if (opts.type === 'username' && (value.defaultPassword || value.passwordExpired)) {
      // Shown before member info arrives, so the dialog opens with the old password known (the shell would open
      // it without, on seeing passwordChangeRequired).
      ui.show('changePassword', { forced: true, oldPassword: opts.password });
      if (firstLogin) {
        const info = await qc
          .fetchQuery(memberInfoQuery(value.token, useSession.getState().language))
          .catch(() => null);
        if (info) sessionStorage.setItem(WELCOME_PENDING, info.account);
      }
      return;
    }
    const info = await qc.fetchQuery(memberInfoQuery(value.token, useSession.getState().language));
    useSession.getState().setMember(info);
    const pending = sessionStorage.getItem(WELCOME_PENDING);
    sessionStorage.removeItem(WELCOME_PENDING);
    navigate('/');
    if (firstLogin || pending === info.account) ui.show('welcome');
    // The after-login modal flag (spec section 4): the brand's popup announcements (PU), unless registering, whose
    // success popup is its own.
    if (opts.type !== 'register') ui.show('popupNotices');
  };
}
