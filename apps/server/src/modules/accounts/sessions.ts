import type { TLoginValue } from '@portal/contracts/session';
import type { Db } from '../../db/client.ts';
import { AGENT_TYPES } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import { modOn } from '../brand/index.ts';
import { accountsRepo, type MemberRow } from './repo.ts';
import { DEFAULT_INITIAL_PASSWORD } from './rules.ts';

/** What opening a session needs to know of the member. */
type SessionMember = Pick<MemberRow, 'id' | 'isAgent' | 'kind' | 'firstLoginAt' | 'passwordChangedAt'> &
  Partial<Pick<MemberRow, 'passwordChangeRequired' | 'initialPasswordUntil'>>;

/**
 * Who may hold a portal session (spec section 6): only 'member' accounts, and on an agent-only site only agents.
 * openSession applies it to every way in; callers that would change or create something first call it earlier.
 */
export function assertMayLogIn(merchant: Merchant, member: Pick<MemberRow, 'isAgent' | 'kind'>): void {
  if (member.kind !== 'member') throw new AppError('non_member_login');
  if (merchant.config.agentOnly && !AGENT_TYPES.includes(member.isAgent)) throw new AppError('error_not_agent');
}

/** An agent-only site admits no new accounts from the public: registration, free play and social sign-up create players. */
export function assertOpenToPlayers(merchant: Merchant): void {
  if (merchant.config.agentOnly) throw new AppError('error_not_agent');
}

/**
 * Opens a session (a fresh 256-bit token, stored hashed) and says what the portal must do next. A password login with
 * the default or an expired password opens a session held for the password change (platform/auth.ts), so the
 * forced change does not depend on the portal.
 */
export async function openSession(
  db: Db,
  merchant: Merchant,
  member: SessionMember,
  loginType: 'username' | 'sms' | 'register' | 'freeplay' | 'recovery' | 'social',
  hours: number,
  from: { password?: string | undefined; ip?: string | undefined; device?: string | undefined } = {},
): Promise<TLoginValue> {
  const { password } = from;
  assertMayLogIn(merchant, member);
  const token = newToken();
  const firstLogin = member.firstLoginAt === null;
  const days = merchant.config.password.expiryDays;
  const expired = days > 0 && member.passwordChangedAt.getTime() < Date.now() - days * 86_400_000;
  const passwordExpired = expired && modOn(merchant, 'PWDEXPFORCECHANGE3');
  // The brand's default, or the one-time initial password an agent was given (still unchanged).
  const defaultPassword =
    loginType === 'username' && (password === DEFAULT_INITIAL_PASSWORD || Boolean(member.initialPasswordUntil));
  // Spec section 4 forces the change after a password login only (not SMS or phone-auth): an SMS login is never held
  // behind a password its member may not know. An operator's request for a new password holds it the same way.
  const mustChangePassword =
    loginType === 'username' && (defaultPassword || passwordExpired || member.passwordChangeRequired === true);
  // One statement: the session row (and, the first time, the member's first-login time).
  await accountsRepo.openSessionRow(
    db,
    {
      tokenHash: tokenHash(token),
      memberId: member.id,
      loginType,
      expiresAt: new Date(Date.now() + hours * 3600_000),
      mustChangePassword,
      ip: from.ip ?? null,
    },
    firstLogin,
  );
  if (from.device) await accountsRepo.recordDevice(db, member.id, from.device);
  return { token, firstTimeLogin: firstLogin, passwordExpired, defaultPassword, isAgent: member.isAgent };
}
