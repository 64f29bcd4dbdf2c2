import type { TLoginPayload, TLoginValue } from '@portal/contracts/session';
import { checkCaptcha } from '../../platform/captcha.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { requireMod } from '../../platform/modid.ts';
import { dummyHash, verifyPassword } from '../../platform/secrets.ts';
import { consumeCode, phoneTarget } from './codes.ts';
import { accountsRepo, type LoginMember } from './repo.ts';
import { openSession } from './sessions.ts';
import { verifyPhoneToken } from './social.ts';

/**
 * Failed logins in a 5-minute window, per account and per IP address: past the first limit every login there needs
 * the image captcha, past the second it waits. Only failures count, so players behind one shared address are not
 * held up by each other's logins; a password spray over many accounts from one address meets the captcha too.
 */
const CAPTCHA_AFTER = 3;
const LOCK_AFTER = 10;
const IP_CAPTCHA_AFTER = 10;
const IP_LOCK_AFTER = 50;
const FAIL_WINDOW_MS = 5 * 60_000;

/** Login by username + password or by mobile + SMS code (spec sections 4 and 5). */
export async function login(deps: Deps, merchant: Merchant, p: TLoginPayload, ip: string): Promise<TLoginValue> {
  const { db, limiter, config } = deps;
  const ipFailKey = `login:fail:ip:${ip}`;
  const ipFailures = await limiter.count(ipFailKey);
  if (ipFailures >= IP_LOCK_AFTER) throw new AppError('too_many_requests');
  let member: LoginMember | undefined;
  if (p.type === 'sms') {
    requireMod(merchant, 'MOBILEVERCODELOGIN3');
    if (!p.mobileNum || !p.countryDialingCode) throw new AppError('invalid_phone');
    const target = phoneTarget(p.countryDialingCode, p.mobileNum);
    if (p.firebaseIdToken) {
      if ((await verifyPhoneToken(merchant, p.firebaseIdToken)) !== target) throw new AppError('sms_code_invalid');
    } else await consumeCode(deps, merchant, 'login', target, p.verificationCode);
    member = await accountsRepo.loginByMobile(db, merchant.id, p.countryDialingCode, p.mobileNum);
    if (!member || member.disabled) throw new AppError('login_failed');
  } else {
    const username = (p.username ?? '').toLowerCase();
    if (!username || !p.password) throw new AppError('login_failed');
    const failKey = `login:fail:${merchant.id}:${username}`;
    const failures = await limiter.count(failKey);
    if (failures >= LOCK_AFTER) throw new AppError('too_many_requests');
    if (failures >= CAPTCHA_AFTER || ipFailures >= IP_CAPTCHA_AFTER) {
      if (!p.captcha) throw new AppError('captcha_required', undefined, { captcha: true });
      await checkCaptcha(db, p.captchaId, p.captcha);
    }
    member = await accountsRepo.loginByUsername(db, merchant.id, username);
    // Unknown usernames cost the same hash check, so neither answer nor timing tells which exist.
    const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash()), p.password);
    if (!member || !ok || member.disabled) {
      const [n, fromIp] = await Promise.all([
        limiter.hit(failKey, FAIL_WINDOW_MS),
        limiter.hit(ipFailKey, FAIL_WINDOW_MS),
      ]);
      throw new AppError('login_failed', undefined, { captcha: n >= CAPTCHA_AFTER || fromIp >= IP_CAPTCHA_AFTER });
    }
    await limiter.reset(failKey);
  }
  return openSession(db, merchant, member, p.type, config.SESSION_HOURS, p.password);
}
