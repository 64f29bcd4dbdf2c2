import { envelope } from '@portal/contracts/envelope';
import {
  sessionOps,
  ZAffiliateCheck,
  ZCaptchaValue,
  ZChallengeValue,
  ZChangePassword,
  ZForgotByEmail,
  ZLanguageBody,
  ZLoginPayload,
  ZLoginValue,
  ZRegisterPayload,
  ZResetByEmail,
  ZResetByPhone,
  ZRsaKeyValue,
  ZSmsNoLoginValue,
  ZSmsRegisterValue,
  ZSmsRequest,
} from '@portal/contracts/session';
import { z } from 'zod';
import { appSecret } from '../../config.ts';
import { requireMember } from '../../platform/auth.ts';
import { newCaptcha } from '../../platform/captcha.ts';
import { ZEncryptedBody } from '../../platform/encryption.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { checkHuman, createChallenge } from '../../platform/human-check.ts';
import { quietly } from '../../platform/messaging.ts';
import { bearerToken } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { requireMod } from '../brand/index.ts';
import { phoneTarget, sendCode } from './codes.ts';
import { login } from './login.ts';
import { avatarSvg, freePlay, memberInfo } from './member.ts';
import { changePassword, forgotByEmail, resetByEmail, resetByPhone } from './passwords.ts';
import { register } from './register.ts';
import { accountsRepo } from './repo.ts';
import { validMobile } from './rules.ts';

const tags = ['accounts'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
/** Encrypted calls document their body; a plaintext one reaches the handler and is refused with encryption_required. */
const encrypted = { body: z.union([ZEncryptedBody, z.record(z.string(), z.unknown())]) };
/** The portal's language header, which SMS texts follow. */
const languageOf = (req: { headers: Record<string, unknown> }) =>
  typeof req.headers.language === 'string' ? req.headers.language : undefined;

export default async function accountRoutes(app: App) {
  const deps = app.deps;
  const { db, encryption } = deps;

  app.get('/wps/session/key/rsa', { schema: { tags, response: { 200: envelope(ZRsaKeyValue) } } }, async () => {
    const k = await encryption.key();
    return ok({ keyId: k.keyId, publicKey: k.publicPem });
  });

  app.get(
    '/wps/verification/challenge',
    { schema: { tags, response: { 200: envelope(ZChallengeValue) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(createChallenge(appSecret(deps.config)));
    },
  );

  app.get('/wps/captcha', { schema: { tags, response: { 200: envelope(ZCaptchaValue) } } }, async (req, reply) => {
    requireMod(await merchantOf(req), 'CAPTCHA3');
    if ((await deps.limiter.hit(`captcha:${req.ip}`, 60_000)) > 30) throw new AppError('too_many_requests');
    reply.header('cache-control', 'no-store');
    return ok(await newCaptcha(db));
  });

  app.post(
    '/wps/session/login',
    { schema: { tags, ...encrypted, response: { 200: envelope(ZLoginValue) } } },
    async (req) => {
      const payload = await encryption.open(req.body, ZLoginPayload);
      return ok(await login(deps, await merchantOf(req), payload, req.ip));
    },
  );

  for (const [path, kind] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, ...encrypted, response: { 200: envelope(ZLoginValue.nullable()) } } },
      async (req) => {
        const payload = await encryption.open(req.body, ZRegisterPayload);
        return ok(await register(deps, await merchantOf(req), payload, kind, req.ip));
      },
    );
  }

  app.post(
    '/wps/agent/affiliate',
    { schema: { tags, body: ZAffiliateCheck, response: { 200: envelope(z.boolean()) } } },
    async (req) => {
      const merchant = await merchantOf(req);
      requireMod(merchant, 'AFFMAN3');
      const agent = await accountsRepo.agentByCode(db, merchant.id, req.body.code);
      if (!agent) throw new AppError('invalid_affiliate');
      return ok(true);
    },
  );

  /** Codes need a valid number and a solved human check first (spec section 4). */
  const codeRequest = async (
    req: { body: z.infer<typeof ZSmsRequest>; ip: string },
    merchantPromise: ReturnType<typeof merchantOf>,
  ) => {
    const merchant = await merchantPromise;
    if (!validMobile(req.body.mobileNo)) throw new AppError('invalid_phone');
    await checkHuman(db, appSecret(deps.config), merchant, req.body.humanCheck, req.ip);
    if ((await deps.limiter.hit(`sms:ip:${req.ip}`, 3600_000)) > 20) throw new AppError('too_many_requests');
    return { merchant, target: phoneTarget(req.body.countryDialingCode, req.body.mobileNo) };
  };

  app.post(
    '/wps/verification/sms/register',
    { schema: { tags, body: ZSmsRequest, response: { 200: envelope(ZSmsRegisterValue) } } },
    async (req) => {
      const { merchant, target } = await codeRequest(req, merchantOf(req));
      requireMod(merchant, 'REGMOBVERF3');
      const sent = await sendCode(deps, merchant, { purpose: 'register', target, lang: languageOf(req) });
      return ok({ expiredMinutes: sent.expiredMinutes });
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    { schema: { tags, body: ZSmsRequest, response: { 200: envelope(ZSmsNoLoginValue) } } },
    async (req) => {
      const { merchant, target } = await codeRequest(req, merchantOf(req));
      requireMod(merchant, 'VERIFICATION3');
      const purpose = req.body.purpose ?? 'login';
      requireMod(merchant, purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3');
      // Every number gets a code and the same countdown; only a registered one is sent its code, and a delivery
      // failure is logged rather than answered, so neither the answer nor the resend rule tells which numbers exist.
      const known = await accountsRepo.byMobile(db, merchant.id, req.body.countryDialingCode, req.body.mobileNo);
      const sent = await sendCode({ db, messenger: quietly(deps.messenger, req.log) }, merchant, {
        purpose,
        target,
        lang: languageOf(req),
        deliver: Boolean(known),
      });
      return ok({ expiredMinutes: sent.expiredMinutes, expirationTime: sent.expiresAt.getTime() });
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    { schema: { tags, response: { 200: envelope(ZLoginValue) } } },
    async (req) => {
      if ((await deps.limiter.hit(`freeplay:${req.ip}`, 3600_000)) > 10) throw new AppError('too_many_requests');
      return ok(await freePlay(deps, await merchantOf(req), req.ip));
    },
  );

  route(app, sessionOps.memberInfo, async ({ who }, req) =>
    memberInfo(deps, who, await merchantOf(req), languageOf(req)),
  );

  app.get('/wps/member/info/icon', { schema: { tags, security, hide: true } }, async (req, reply) => {
    const m = await requireMember(req);
    reply.header('cache-control', 'private, max-age=3600').type('image/svg+xml; charset=utf-8');
    return reply.send(avatarSvg(m.username));
  });

  app.put(
    '/wps/member/language',
    { schema: { tags, security, body: ZLanguageBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const m = await requireMember(req);
      await accountsRepo.setLanguage(db, m.memberId, req.body.language);
      return ok(null);
    },
  );

  const logout = async (req: Parameters<typeof requireMember>[0]) => {
    await requireMember(req);
    await accountsRepo.revokeSession(db, tokenHash(bearerToken(req) ?? ''));
    return ok(null);
  };
  app.delete('/wps/session/logout', { schema: { tags, security, response: { 200: envelope(z.null()) } } }, logout);
  app.post('/wps/session/logout', { schema: { tags, security, response: { 200: envelope(z.null()) } } }, logout);

  app.put(
    '/wps/member/password',
    { schema: { tags, security, ...encrypted, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const m = await requireMember(req);
      const payload = await encryption.open(req.body, ZChangePassword);
      await changePassword(deps, await merchantOf(req), m.memberId, payload);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    { schema: { tags, body: ZForgotByEmail, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const merchant = await merchantOf(req);
      await forgotByEmail(deps, merchant, req.body, siteOrigin(deps.config, merchant, req));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email/reset',
    { schema: { tags, body: ZResetByEmail, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await resetByEmail(deps, await merchantOf(req), req.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    { schema: { tags, ...encrypted, response: { 200: envelope(ZLoginValue) } } },
    async (req) => {
      const payload = await encryption.open(req.body, ZResetByPhone);
      return ok(await resetByPhone(deps, await merchantOf(req), payload, req.ip));
    },
  );
}
