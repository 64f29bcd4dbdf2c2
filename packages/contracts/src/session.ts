import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { op } from './op.ts';

/** The body of an encrypted call: an AES-256-GCM payload whose key is wrapped with RSA-OAEP/SHA-256. */
export const ZEncryptedBody = z.object({
  encrypted: z.object({
    keyId: z.string().max(64),
    key: z.string().max(2048),
    iv: z.string().max(64),
    data: z.string().max(200_000),
  }),
});
/** What an encrypted call documents; a plaintext body still reaches the handler, which refuses it (encryption_required). */
export const ZSealedBody = z.union([ZEncryptedBody, z.record(z.string(), z.unknown())]);

/** GET /wps/session/key/rsa — the public key of the encrypted calls (SPKI PEM, RSA 2048). */
export const ZRsaKeyValue = z.object({ keyId: z.string(), publicKey: z.string() });

/** GET /wps/verification/challenge — the proof-of-work human check (ALTCHA-compatible). */
export const ZChallengeValue = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  maxnumber: z.number().int(),
  signature: z.string(),
});

/** GET /wps/captcha — value is a base64 image (data URL) and the id to answer it with. */
export const ZCaptchaValue = z.object({ captchaId: z.string(), image: z.string() });

const trimmed = (max: number) => z.string().trim().max(max);

/** POST /wps/session/login (encrypted payload). `type` username: username + password; sms: mobile + code. */
export const ZLoginPayload = z.object({
  type: z.enum(['username', 'sms']).default('username'),
  username: trimmed(60).optional(),
  password: z.string().max(200).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  verificationCode: trimmed(10).optional(),
  captcha: trimmed(10).optional(),
  captchaId: z.string().max(64).optional(),
  /** Phone-auth path: the phone provider's ID token instead of our SMS code. */
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  /**
   * The device's fingerprint as the portal computes it (a stable hash of the browser's traits): recorded per member,
   * so bonus holds can tell accounts that share a device.
   */
  deviceFingerprint: z.string().trim().min(8).max(128).optional(),
});
export type TLoginPayload = z.infer<typeof ZLoginPayload>;

/** The login result (spec section 3): token, firstTimeLogin, passwordExpired; plus what the portal needs next. */
export const ZLoginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the brand's fixed default initial password: the portal opens the change-password modal. */
  defaultPassword: z.boolean(),
  isAgent: z.number().int(),
});
export type TLoginValue = z.infer<typeof ZLoginValue>;

/** Registration (encrypted). Optional fields are enforced by the brand's field settings. */
export const ZRegisterPayload = z.object({
  username: trimmed(60).optional(),
  /** Absent on a mobile registration of a brand without MOBILENUMPASSREG3: the SMS code proves the number. */
  password: z.string().max(200).default(''),
  confirmPassword: z.string().max(200).default(''),
  payeeName: trimmed(80).optional(),
  email: trimmed(120).optional(),
  qqNum: trimmed(30).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  recommenderId: trimmed(40).optional(),
  verificationCode: trimmed(10).optional(),
  affiliateCode: trimmed(40).optional(),
  referralCode: trimmed(40).optional(),
  paymentPassword: z.string().max(40).optional(),
  line: trimmed(60).optional(),
  whatsapp: trimmed(30).optional(),
  zalo: trimmed(30).optional(),
  facebook: trimmed(80).optional(),
  wechat: trimmed(60).optional(),
  idNumber: trimmed(40).optional(),
  captcha: trimmed(10).optional(),
  captchaId: z.string().max(64).optional(),
  /** The solved human check: base64 JSON {algorithm, challenge, number, salt, signature}. */
  humanCheck: z.string().max(4096).optional(),
  domain: trimmed(200).optional(),
  registerUrl: trimmed(500).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  login: z.boolean().default(true),
  /**
   * The device's fingerprint as the portal computes it (a stable hash of the browser's traits): recorded per member,
   * so bonus holds can tell accounts that share a device.
   */
  deviceFingerprint: z.string().trim().min(8).max(128).optional(),
  agreeTerms: z.boolean(),
  ageConfirmed: z.boolean(),
});
export type TRegisterPayload = z.infer<typeof ZRegisterPayload>;

/** POST /wps/agent/affiliate */
export const ZAffiliateCheck = z.object({ code: trimmed(40).min(1), domain: trimmed(200).optional() });

/** POST /wps/verification/sms/register and /wps/verification/sms/noLogin */
export const ZSmsRequest = z.object({
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/),
  mobileNo: z.string().trim().max(20),
  humanCheck: z.string().max(4096).optional(),
  /** noLogin only: what the code is for. */
  purpose: z.enum(['login', 'recovery']).optional(),
});
export const ZSmsRegisterValue = z.object({ expiredMinutes: z.number().int() });
export const ZSmsNoLoginValue = z.object({ expiredMinutes: z.number().int(), expirationTime: z.number().int() });

/** GET /wps/member/info */
export const ZMemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.boolean(),
  affiliateCode: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  clubLabel: z
    .object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number().int() })
    .nullable(),
  memberLabel: z.array(z.object({ text: z.string(), color: z.string(), background: z.string() })),
  language: z.string().nullable(),
  /** This session was opened with the default or an expired password: the portal opens the forced change. */
  passwordChangeRequired: z.boolean(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** PUT /wps/member/password (encrypted) */
export const ZChangePassword = z.object({
  oldPassword: z.string().max(200),
  newPassword: z.string().max(200),
  confirmNewPassword: z.string().max(200),
});

/** POST /wps/member/password/email and POST /wps/member/password/email/reset */
export const ZForgotByEmail = z.object({ username: trimmed(60).min(1), email: z.string().trim().email().max(120) });
export const ZResetByEmail = z.object({ token: z.string().min(10).max(200), newPassword: z.string().max(200) });

/** POST /wps/member/password/verification (encrypted): phone recovery, then logged in. */
export const ZResetByPhone = z.object({
  mobileNum: trimmed(20),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/),
  verificationCode: trimmed(10),
  newPassword: z.string().max(200),
});

export const ZLanguageBody = z.object({ language: z.enum(['pt', 'en', 'cn', 'id', 'th', 'vi']) });

/** GET /dev/outbox?to= (outside production) */
export const ZOutboxQuery = z.object({ to: z.string().min(3).max(120) });
export const ZOutboxValue = z.array(
  z.object({ channel: z.string(), to: z.string(), text: z.string(), code: z.string().nullable(), time: z.string() }),
);

/** Social sign-in: POST /wps/session/social/exchange trades the one-time code from the callback for a session. */
export const ZSocialProviderParams = z.object({ provider: z.enum(['google', 'facebook']) });
export const ZSocialCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export const ZLoginCodeBody = z.object({ loginCode: z.string().min(20).max(200) });

const tags = ['accounts'];

export const sessionOps = {
  rsaKey: op({
    ...FIRST_LOAD.rsaKey,
    auth: 'public',
    tags,
    summary: 'The public key the encrypted calls are sealed with',
    response: ZRsaKeyValue,
  }),
  challenge: op({
    method: 'GET',
    path: '/wps/verification/challenge',
    auth: 'public',
    tags,
    summary: 'A proof-of-work human check to solve before asking for an SMS code or registering',
    response: ZChallengeValue,
  }),
  captcha: op({
    method: 'GET',
    path: '/wps/captcha',
    auth: 'public',
    tags,
    summary: 'A new image captcha (brands with CAPTCHA3)',
    response: ZCaptchaValue,
  }),
  login: op({
    method: 'POST',
    path: '/wps/session/login',
    auth: 'public',
    tags,
    summary: 'Signs in with username and password or mobile and SMS code (encrypted body)',
    body: ZSealedBody,
    response: ZLoginValue,
  }),
  register: op({
    method: 'POST',
    path: '/wps/member/register',
    auth: 'public',
    tags,
    summary: 'Registers a member by username (encrypted body); signs in unless asked not to',
    body: ZSealedBody,
    response: ZLoginValue.nullable(),
  }),
  registerMobile: op({
    method: 'POST',
    path: '/wps/member/register/mobile',
    auth: 'public',
    tags,
    summary: 'Registers a member by mobile number (encrypted body); signs in unless asked not to',
    body: ZSealedBody,
    response: ZLoginValue.nullable(),
  }),
  checkAffiliate: op({
    method: 'POST',
    path: '/wps/agent/affiliate',
    auth: 'public',
    tags,
    summary: 'Whether an affiliate code names an agent of this brand',
    body: ZAffiliateCheck,
    response: z.boolean(),
  }),
  smsRegister: op({
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'public',
    tags,
    summary: 'Sends a registration code by SMS (after the human check)',
    body: ZSmsRequest,
    response: ZSmsRegisterValue,
  }),
  smsNoLogin: op({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'public',
    tags,
    summary: 'Sends a sign-in or recovery code by SMS to a registered number (after the human check)',
    body: ZSmsRequest,
    response: ZSmsNoLoginValue,
  }),
  passwordSms: op({
    method: 'POST',
    path: '/wps/member/password/sms',
    auth: 'public',
    tags,
    summary: 'Sends a password reset code by SMS to a registered number (after the human check)',
    body: ZSmsRequest,
    response: ZSmsNoLoginValue,
  }),
  freePlay: op({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'public',
    tags,
    summary: 'Opens a trial account session',
    response: ZLoginValue,
  }),
  memberInfo: op({
    ...FIRST_LOAD.memberInfo,
    auth: 'member',
    tags: ['session'],
    summary: 'The signed-in member: names, contacts, club level and labels',
    response: ZMemberInfo,
  }),
  setLanguage: op({
    ...FIRST_LOAD.memberLanguage,
    auth: 'member',
    tags,
    summary: 'Keeps the member’s portal language (messages and SMS follow it)',
    body: ZLanguageBody,
    response: z.null(),
  }),
  logout: op({
    ...FIRST_LOAD.logout,
    auth: 'member',
    tags,
    summary: 'Ends this session',
    response: z.null(),
  }),
  /** The same as logout, for callers that cannot send DELETE. */
  logoutPost: op({
    method: 'POST',
    path: '/wps/session/logout',
    auth: 'member',
    tags,
    summary: 'Ends this session',
    response: z.null(),
  }),
  changePassword: op({
    method: 'PUT',
    path: '/wps/member/password',
    auth: 'member',
    tags,
    summary: 'Changes the member’s password (encrypted body)',
    body: ZSealedBody,
    response: z.null(),
  }),
  forgotByEmail: op({
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'public',
    tags,
    summary: 'Sends a password reset link to the member’s email',
    body: ZForgotByEmail,
    response: z.null(),
  }),
  resetByEmail: op({
    method: 'POST',
    path: '/wps/member/password/email/reset',
    auth: 'public',
    tags,
    summary: 'Sets a new password with the token of a reset link',
    body: ZResetByEmail,
    response: z.null(),
  }),
  resetByPhone: op({
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'public',
    tags,
    summary: 'Sets a new password with an SMS code, then signs in (encrypted body)',
    body: ZSealedBody,
    response: ZLoginValue,
  }),
  socialExchange: op({
    ...FIRST_LOAD.socialExchange,
    auth: 'public',
    tags,
    summary: 'Trades the one-time code of a social sign-in for a session',
    body: ZLoginCodeBody,
    response: ZLoginValue,
  }),
};
