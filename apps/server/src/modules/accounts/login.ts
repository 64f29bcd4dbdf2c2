import type { TLoginPayload, TLoginValue } from '@portal/contracts/session';
import { checkCaptcha } from '../../platform/captcha.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, isAppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { dummyHash, verifyPassword } from '../../platform/secrets.ts';
import { requireMod } from '../brand/index.ts';
import { consumeCode, phoneTarget } from './codes.ts';
import { accountsRepo, type LoginMember } from './repo.ts';
import { openSession } from './sessions.ts';
import { verifyPhoneToken } from './social.ts';

/**
 * Failed logins in a 5-minute window, per account and per IP address: past the first limit every login there needs
 * the image captcha, past the second it waits. An attempt counts as a failure from the moment it starts until it
 * succeeds, so parallel guesses cannot slip past the limits; a refusal for a missing or wrong captcha is not a guess
 * and is taken back. Successful logins end up uncounted, so players behind one shared address do not hold each
 * other up; IP_ATTEMPTS bounds all attempts from one address all the same, as each costs a 19 MiB hash.
 */
const CAPTCHA_AFTER = 3;
const LOCK_AFTER = 10;
const IP_CAPTCHA_AFTER = 10;
const IP_LOCK_AFTER = 50;
const IP_ATTEMPTS = 300;
const FAIL_WINDOW_MS = 5 * 60_000;
const NOT_A_GUESS = new Set(['captcha_required', 'captcha_invalid']);

/** Login by username + password or by mobile + SMS code (spec sections 4 and 5). */
export async function login(deps: Deps, merchant: Merchant, p: TLoginPayload, ip: string): Promise<TLoginValue> {
  const { limiter, config } = deps;
  if ((await limiter.hit(`login:ip:${ip}`, FAIL_WINDOW_MS)) > IP_ATTEMPTS) throw new AppError('too_many_requests');
  const ipKey = `login:fail:ip:${ip}`;
  const fromIp = await limiter.hit(ipKey, FAIL_WINDOW_MS);
  if (fromIp > IP_LOCK_AFTER) throw new AppError('too_many_requests');
  try {
    const member =
      p.type === 'sms' ? await smsMember(deps, merchant, p) : await passwordMember(deps, merchant, p, fromIp);
    await limiter.undo(ipKey);
    return await openSession(deps.db, merchant, member, p.type, config.SESSION_HOURS, {
      password: p.password,
      ip,
      device: p.deviceFingerprint,
    });
  } catch (err) {
    if (isAppError(err) && NOT_A_GUESS.has(err.key)) await limiter.undo(ipKey);
    throw err;
  }
}

async function smsMember(deps: Deps, merchant: Merchant, p: TLoginPayload): Promise<LoginMember> {
  requireMod(merchant, 'MOBILEVERCODELOGIN3');
  if (!p.mobileNum || !p.countryDialingCode) throw new AppError('invalid_phone');
  const target = phoneTarget(p.countryDialingCode, p.mobileNum);
  if (p.firebaseIdToken) {
    if ((await verifyPhoneToken(merchant, p.firebaseIdToken)) !== target) throw new AppError('sms_code_invalid');
  } else await consumeCode(deps, merchant, 'login', target, p.verificationCode);
  const member = await accountsRepo.loginByMobile(deps.db, merchant.id, p.countryDialingCode, p.mobileNum);
  if (!member) throw new AppError('login_failed');
  if (member.disabled) throw new AppError('account_locked');
  return member;
}

/** `fromIp`: this address's failures in the window, this attempt included. */
async function passwordMember(deps: Deps, merchant: Merchant, p: TLoginPayload, fromIp: number): Promise<LoginMember> {
  const { db, limiter } = deps;
  const username = (p.username ?? '').toLowerCase();
  if (!username || !p.password) throw new AppError('login_failed');
  const failKey = `login:fail:${merchant.id}:${username}`;
  const failures = await limiter.hit(failKey, FAIL_WINDOW_MS);
  try {
    if (failures > CAPTCHA_AFTER || fromIp > IP_CAPTCHA_AFTER) {
      // Asked first: the count holds attempts still in flight, so in a burst a request without a captcha could see
      // the lock's count before the others took theirs back; without a captcha it is no guess either way.
      if (!p.captcha) throw new AppError('captcha_required', undefined, { captcha: true });
      if (failures > LOCK_AFTER) throw new AppError('too_many_requests');
      await checkCaptcha(db, p.captchaId, p.captcha);
    }
  } catch (err) {
    // Refused before any password check: not a guess at this account.
    await limiter.undo(failKey);
    throw err;
  }
  const member = await accountsRepo.loginByUsername(db, merchant.id, username);
  // Unknown usernames cost the same hash check, so neither answer nor timing tells which exist.
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash()), p.password);
  if (!member || !ok)
    throw new AppError('login_failed', undefined, {
      captcha: failures >= CAPTCHA_AFTER || fromIp >= IP_CAPTCHA_AFTER,
    });
  // Said only to whoever knows the password: the lock is no way to learn which usernames exist.
  if (member.disabled) throw new AppError('account_locked');
  if (member.initialPasswordUntil && member.initialPasswordUntil.getTime() < Date.now())
    throw new AppError('initial_password_expired');
  await limiter.reset(failKey);
  return member;
}
