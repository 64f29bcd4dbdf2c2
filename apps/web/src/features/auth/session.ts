import type { TLoginValue } from '@portal/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import { memberInfoQuery } from '../../shared/api/member.ts';
import { useNavigate } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { useUi } from '../../shared/ui/store.ts';

/**
 * After a login-like call (spec section 4): store the token; the default or an expired password (not for SMS or
 * phone-auth logins) opens the change-password modal; otherwise load member info, close the popup, go home.
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
    if (opts.type === 'username' && (value.defaultPassword || value.passwordExpired)) {
      ui.show('changePassword', { forced: true, oldPassword: opts.password });
      return;
    }
    const info = await qc.fetchQuery(memberInfoQuery(value.token));
    useSession.getState().setMember(info);
    navigate('/');
  };
}
