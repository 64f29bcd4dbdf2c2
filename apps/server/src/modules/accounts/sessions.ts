import type { TLoginValue } from '@portal/contracts/session';
import type { Db } from '../../db/client.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { modOn } from '../../platform/modid.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import { accountsRepo, type MemberRow } from './repo.ts';

/** What opening a session needs to know of the member. */
type SessionMember = Pick<MemberRow, 'id' | 'isAgent' | 'firstLoginAt' | 'passwordChangedAt'>;

import { DEFAULT_INITIAL_PASSWORD } from './rules.ts';

/** Opens a session (a fresh 256-bit token, stored hashed) and says what the portal must do next. */
export async function openSession(
  db: Db,
  merchant: Merchant,
  member: SessionMember,
  loginType: 'username' | 'sms' | 'register' | 'freeplay' | 'recovery' | 'social',
  hours: number,
  password?: string,
): Promise<TLoginValue> {
  const token = newToken();
  const firstLogin = member.firstLoginAt === null;
  // One statement: the session row (and, the first time, the member's first-login time).
  await accountsRepo.openSessionRow(
    db,
    { tokenHash: tokenHash(token), memberId: member.id, loginType, expiresAt: new Date(Date.now() + hours * 3600_000) },
    firstLogin,
  );
  const days = merchant.config.password.expiryDays;
  const expired = days > 0 && member.passwordChangedAt.getTime() < Date.now() - days * 86_400_000;
  return {
    token,
    firstTimeLogin: firstLogin,
    passwordExpired: expired && modOn(merchant, 'PWDEXPFORCECHANGE3'),
    defaultPassword: loginType === 'username' && password === DEFAULT_INITIAL_PASSWORD,
    isAgent: member.isAgent,
  };
}
