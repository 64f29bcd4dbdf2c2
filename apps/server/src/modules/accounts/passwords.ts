import type { TLoginValue } from '@portal/contracts/session';
import { DEFAULT_PASSWORD_RULE } from '@portal/contracts/system';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/secrets.ts';
import { requireMod } from '../brand/index.ts';
import { consumeCode, phoneTarget } from './codes.ts';
import { accountsRepo } from './repo.ts';
import { checkField, DEFAULT_INITIAL_PASSWORD } from './rules.ts';
import { assertMayLogIn, openSession } from './sessions.ts';
import { messageLanguage, recoveryEmailText } from './texts.ts';

const RESET_MINUTES = 30;

/** A new password keeps the brand's rule and is never the initial one (every later login would be held again). */
function checkNewPassword(merchant: Merchant, password: string): void {
  checkField('newPassword', merchant.config.register.fields.password ?? DEFAULT_PASSWORD_RULE, password);
  if (password === DEFAULT_INITIAL_PASSWORD) throw new AppError('password_unchanged');
}

/** Voluntary or forced change: every session of the member ends, so the portal logs in again. */
export async function changePassword(
  deps: Deps,
  merchant: Merchant,
  memberId: number,
  p: { oldPassword: string; newPassword: string; confirmNewPassword: string },
) {
  requireMod(merchant, 'PASS3');
  const member = await accountsRepo.byId(deps.db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (!(await verifyPassword(member.passwordHash, p.oldPassword))) throw new AppError('old_password_wrong');
  checkNewPassword(merchant, p.newPassword);
  if (p.newPassword !== p.confirmNewPassword) throw new AppError('password_mismatch');
  // A forced change that keeps the old password would change nothing.
  if (p.newPassword === p.oldPassword) throw new AppError('password_unchanged');
  await accountsRepo.setPassword(deps.db, memberId, await hashPassword(p.newPassword));
  await accountsRepo.revokeAllSessions(deps.db, memberId);
}

/**
 * Recovery by email: when username and email match, a single-use link valid 30 minutes goes out through the mail
 * adapter. The answer is the same either way, so the call does not reveal accounts.
 */
export async function forgotByEmail(
  deps: Deps,
  merchant: Merchant,
  p: { username: string; email: string },
  origin: string,
) {
  if ((await deps.limiter.hit(`forgot:${merchant.id}:${p.username.toLowerCase()}`, 3600_000)) > 5)
    throw new AppError('too_many_requests');
  const member = await accountsRepo.byUsername(deps.db, merchant.id, p.username);
  if (!member || member.email?.toLowerCase() !== p.email.toLowerCase()) return;
  const token = newToken();
  await accountsRepo.insertReset(deps.db, {
    tokenHash: tokenHash(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
  });
  await deps.messenger.send({
    merchantId: merchant.id,
    channel: 'email',
    to: member.email,
    // In the language the member chose in the portal (PUT /wps/member/language), else the brand's.
    body: recoveryEmailText[messageLanguage(member.language, merchant.config.defaultLang)](
      `${origin}/?resetToken=${token}`,
      RESET_MINUTES,
      merchant.name,
    ),
  });
}

export async function resetByEmail(deps: Deps, merchant: Merchant, p: { token: string; newPassword: string }) {
  checkNewPassword(merchant, p.newPassword);
  const reset = await accountsRepo.useReset(deps.db, tokenHash(p.token));
  if (!reset) throw new AppError('reset_token_invalid');
  await accountsRepo.setPassword(deps.db, reset.memberId, await hashPassword(p.newPassword));
  await accountsRepo.revokeAllSessions(deps.db, reset.memberId);
}

/** Tries at phone recovery per IP and hour (each also counts against the number's code budget). */
const RECOVERY_IP_LIMIT = 20;

/**
 * Recovery by phone needs both switches: PWRESETSMS3 sends the reset code by SMS, CHNGPASSVERIF3 sets the password
 * with it (a code that cannot be spent is not sent, and a code that cannot be sent is not asked for).
 */
export function requireRecoveryBySms(merchant: Merchant) {
  requireMod(merchant, 'PWRESETSMS3');
  requireMod(merchant, 'CHNGPASSVERIF3');
}

/** Recovery by phone: mobile + SMS code + new password, then logged in at once. */
export async function resetByPhone(
  deps: Deps,
  merchant: Merchant,
  p: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
  ip: string,
): Promise<TLoginValue> {
  requireRecoveryBySms(merchant);
  if ((await deps.limiter.hit(`recovery:ip:${ip}`, 3600_000)) > RECOVERY_IP_LIMIT)
    throw new AppError('too_many_requests');
  checkNewPassword(merchant, p.newPassword);
  await consumeCode(deps, merchant, 'recovery', phoneTarget(p.countryDialingCode, p.mobileNum), p.verificationCode);
  const member = await accountsRepo.byMobile(deps.db, merchant.id, p.countryDialingCode, p.mobileNum);
  if (!member) throw new AppError('sms_code_invalid');
  // Before the password changes: an account that may not log in here is not logged in by recovery either.
  assertMayLogIn(merchant, member);
  if (member.disabled) throw new AppError('account_locked');
  await accountsRepo.setPassword(deps.db, member.id, await hashPassword(p.newPassword));
  await accountsRepo.revokeAllSessions(deps.db, member.id);
  return openSession(deps.db, merchant, member, 'recovery', deps.config.SESSION_HOURS, { ip });
}
