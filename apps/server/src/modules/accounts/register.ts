import type { TLoginValue, TRegisterPayload } from '@portal/contracts/session';
import { DEFAULT_PASSWORD_RULE } from '@portal/contracts/system';
import { appSecret } from '../../config.ts';
import { checkCaptcha } from '../../platform/captcha.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { checkHuman } from '../../platform/human-check.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword, unusablePasswordHash } from '../../platform/secrets.ts';
import { modOn, requireMod } from '../brand/index.ts';
import { playerByReferralCode, recordReferral } from '../referral/index.ts';
import { consumeCode, phoneTarget } from './codes.ts';
import { accountsRepo } from './repo.ts';
import { checkField, validMobile } from './rules.ts';
import { assertOpenToPlayers, openSession } from './sessions.ts';
import { verifyPhoneToken } from './social.ts';

const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;

/**
 * The upline and the referrer of a new member. An agent's referral code is its affiliate code: it makes the agent
 * both (as the affiliate link always did). A player's referral code only records the referrer; the upline then comes
 * from the affiliate code, else the site's own code. The site's own code sent as affiliateCode (the web does when
 * the affiliate input is hidden) does not override an agent's referral link.
 */
async function uplineFor(deps: Deps, merchant: Merchant, p: TRegisterPayload) {
  const site = merchant.config.siteCode;
  let referralAgent: Awaited<ReturnType<typeof accountsRepo.agentByCode>> | null = null;
  let referrerId: number | null = null;
  if (p.referralCode) {
    referralAgent = (await accountsRepo.agentByCode(deps.db, merchant.id, p.referralCode)) ?? null;
    referrerId = referralAgent?.id ?? (await playerByReferralCode(deps.db, merchant.id, p.referralCode));
    if (referrerId === null) throw new AppError('invalid_affiliate');
  }
  const ownCode = (c: string | undefined) => Boolean(c && site && c.toUpperCase() === site.toUpperCase());
  if (referralAgent && (!p.affiliateCode || ownCode(p.affiliateCode))) return { upline: referralAgent, referrerId };
  const code = p.affiliateCode || site;
  if (!code) return { upline: null, referrerId };
  const agent = await accountsRepo.agentByCode(deps.db, merchant.id, code);
  if (!agent && p.affiliateCode) throw new AppError('invalid_affiliate');
  return { upline: agent ?? null, referrerId };
}

/** Refused registrations from one address, in a 10-minute window, before a brand with the image captcha asks for it. */
export const REGISTER_CAPTCHA_AFTER = 2;
const FAIL_WINDOW_MS = 600_000;
/** Refusals that are not a try at an account: they do not count towards the captcha. */
const NOT_A_TRY = new Set(['too_many_requests', 'captcha_required', 'captcha_invalid']);

/**
 * Registration by username or by mobile number (spec section 4), checked against the brand's field settings. A first
 * try needs only the human check; a brand with `captchaDisplay` adds the image captcha once an address has had
 * REGISTER_CAPTCHA_AFTER refusals, and says so in the refusal's value (`captcha: true`).
 */
export async function register(
  deps: Deps,
  merchant: Merchant,
  p: TRegisterPayload,
  kind: 'username' | 'mobile',
  ip: string,
): Promise<TLoginValue | null> {
  const { db, limiter } = deps;
  const captchaOn = merchant.config.register.captchaDisplay;
  const failKey = `register:fail:${merchant.id}:${ip}`;
  if (captchaOn && (await limiter.count(failKey)) >= REGISTER_CAPTCHA_AFTER) {
    if (!p.captcha) throw new AppError('captcha_required', undefined, { captcha: true });
    await checkCaptcha(db, p.captchaId, p.captcha);
  }
  try {
    return await registerChecked(deps, merchant, p, kind, ip);
  } catch (err) {
    if (!(err instanceof AppError) || NOT_A_TRY.has(err.key)) throw err;
    const failures = await limiter.hit(failKey, FAIL_WINDOW_MS);
    if (!captchaOn || failures < REGISTER_CAPTCHA_AFTER) throw err;
    const value = typeof err.value === 'object' && err.value ? err.value : {};
    throw new AppError(err.key, err.message, { ...value, captcha: true });
  }
}

/**
 * A code proves the number when the brand verifies mobiles (always for a mobile registration with REGMOBVERF3, and
 * for a username one whose mobile field asks for it), and always for a mobile registration without a password
 * (MOBILENUMPASSREG3 off), where the proven number is the account's only credential.
 */
export const registrationCodeNeeded = (merchant: Merchant, kind: 'username' | 'mobile', fieldAsks = false) =>
  (kind === 'mobile' && !modOn(merchant, 'MOBILENUMPASSREG3')) ||
  (modOn(merchant, 'REGMOBVERF3') && (kind === 'mobile' || fieldAsks));

async function registerChecked(
  deps: Deps,
  merchant: Merchant,
  p: TRegisterPayload,
  kind: 'username' | 'mobile',
  ip: string,
): Promise<TLoginValue | null> {
  const { db, limiter, config } = deps;
  const c = merchant.config;
  requireMod(merchant, 'REG3');
  requireMod(merchant, kind === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
  assertOpenToPlayers(merchant);
  if ((await limiter.hit(`register:ip:${ip}`, 3600_000)) > 20) throw new AppError('too_many_requests');
  if (!p.agreeTerms || !p.ageConfirmed) throw new AppError('terms_not_accepted');
  await checkHuman(db, appSecret(config), merchant, p.humanCheck, ip);

  const fields = c.register.fields;
  const dialing = p.countryDialingCode ?? '';
  const mobile = p.mobileNum || undefined;
  if (kind === 'mobile' && (!validMobile(mobile) || !dialing)) throw new AppError('invalid_phone');
  // The number is the account here, so the brand's mobile rule applies as to a required field.
  if (kind === 'mobile' && fields.mobileNum)
    checkField('mobileNum', { ...fields.mobileNum, enabled: true, required: true }, mobile);
  const username = (kind === 'mobile' ? mobile : p.username)?.toLowerCase() ?? '';
  if (kind === 'username') {
    const rule = fields.username ?? {
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'username',
      minLength: 6,
      maxLength: 16,
    };
    checkField('username', { ...rule, enabled: true, required: true }, p.username);
    if (mobile && !validMobile(mobile)) throw new AppError('invalid_phone');
    checkField('mobileNum', fields.mobileNum, mobile);
  }
  const passwordless = kind === 'mobile' && !modOn(merchant, 'MOBILENUMPASSREG3');
  if (!passwordless) {
    checkField('password', fields.password ?? DEFAULT_PASSWORD_RULE, p.password);
    if (p.password !== p.confirmPassword) throw new AppError('password_mismatch');
  }
  for (const f of OPTIONAL_FIELDS) checkField(f, fields[f], p[f]);
  checkField('paymentPassword', fields.paymentPassword, p.paymentPassword);

  const needsCode = registrationCodeNeeded(merchant, kind, Boolean(fields.verificationCode?.required && mobile));
  if (mobile && p.firebaseChannel === 'sms' && p.firebaseIdToken) {
    // Phone-auth path: the phone provider proved the number; its token must name exactly this one.
    if ((await verifyPhoneToken(merchant, p.firebaseIdToken)) !== phoneTarget(dialing, mobile))
      throw new AppError('sms_code_invalid');
  } else if (needsCode && mobile)
    await consumeCode(deps, merchant, 'register', phoneTarget(dialing, mobile), p.verificationCode);

  const { upline, referrerId } = await uplineFor(deps, merchant, p);
  if (await accountsRepo.byUsername(db, merchant.id, username)) throw new AppError('username_taken');
  if (mobile && (await accountsRepo.byMobile(db, merchant.id, dialing, mobile))) throw new AppError('mobile_taken');
  const extras: Record<string, string> = {};
  for (const f of ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const)
    if (p[f]) extras[f] = p[f] as string;
  let member: Awaited<ReturnType<typeof accountsRepo.insertMember>>;
  try {
    member = await accountsRepo.insertMember(db, {
      merchantId: merchant.id,
      username,
      passwordHash: passwordless ? await unusablePasswordHash() : await hashPassword(p.password),
      uplineId: upline?.id ?? null,
      nickname: kind === 'mobile' ? username : (p.username ?? username),
      mobile: mobile ?? null,
      dialingCode: mobile ? dialing : null,
      email: p.email || null,
      payeeName: p.payeeName || null,
      extras,
      registrationIp: ip,
    });
  } catch {
    // Two registrations racing for one name: the unique index decides.
    throw new AppError('username_taken');
  }
  if (!member) throw new AppError('internal');
  // The device is recorded whether or not a session opens: the referral's and the sign-up gift's holds read it.
  if (p.deviceFingerprint) await accountsRepo.recordDevice(db, member.id, p.deviceFingerprint);
  if (referrerId !== null) await recordReferral(db, merchant.id, referrerId, member.id);
  return p.login ? openSession(db, merchant, member, 'register', config.SESSION_HOURS, { ip }) : null;
}
