import type { TConsoleMe } from '@portal/contracts/console';
import type { ZOperatorLogin, ZOperatorSessionValue } from '@portal/contracts/operator';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { session } from '../../shared/session.ts';

export type SignInBody = z.input<typeof ZOperatorLogin>;
type SessionValue = z.infer<typeof ZOperatorSessionValue>;

export const fetchMe = () => api<TConsoleMe>('GET', '/session');

/** Password (and the second factor when asked for), then who the session is, kept for this tab. */
export async function signIn(body: SignInBody): Promise<TConsoleMe> {
  const s = await api<SessionValue>('POST', '/session', { body });
  session.signedIn(s.token, {
    username: s.username,
    role: s.role,
    expiresAt: s.expiresAt,
    twoFactor: s.twoFactor,
    recoveryCodesLeft: 0,
  });
  const me = await fetchMe();
  session.update(me);
  return me;
}

export async function signOut() {
  try {
    await api('DELETE', '/session');
  } finally {
    session.signedOut();
  }
}

export const startEnrolment = () =>
  api<{ secret: string; otpauthUrl: string }>('POST', '/session/two-factor/enrolment');
export const confirmEnrolment = (code: string) =>
  api<{ recoveryCodes: string[] }>('POST', '/session/two-factor/confirm', { body: { code } });
