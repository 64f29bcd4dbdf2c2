import { consoleSessionOps, type TConsoleMe } from '@portal/contracts/console';
import type { OpBody } from '@portal/contracts/op';
import { operatorOps } from '@portal/contracts/operator';
import { call } from '../../shared/api/op.ts';
import { session } from '../../shared/session.ts';

export type SignInBody = OpBody<typeof operatorOps.signIn>;

export const fetchMe = () => call(consoleSessionOps.me);

/** Password (and the second factor when asked for), then who the session is, kept for this tab. */
export async function signIn(body: SignInBody): Promise<TConsoleMe> {
  const s = await call(operatorOps.signIn, { body });
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
    await call(operatorOps.signOut);
  } finally {
    session.signedOut();
  }
}

export const startEnrolment = () => call(consoleSessionOps.enrol);
export const confirmEnrolment = (code: string) => call(consoleSessionOps.confirm, { body: { code } });
