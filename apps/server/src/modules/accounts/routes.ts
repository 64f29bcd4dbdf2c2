import {
  sessionOps,
  ZChangePassword,
  ZLoginPayload,
  ZRegisterPayload,
  ZResetByPhone,
  type ZSmsRequest,
} from '@portal/contracts/session';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { appSecret } from '../../config.ts';
import { requireMember } from '../../platform/auth.ts';
import { newCaptcha } from '../../platform/captcha.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { checkHuman, createChallenge } from '../../platform/human-check.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { quietly } from '../../platform/messaging.ts';
import { bearerToken } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { modOn, requireMod } from '../brand/index.ts';
import { phoneTarget, sendCode } from './codes.ts';
import { login } from './login.ts';
import { avatarSvg, freePlay, memberInfo } from './member.ts';
import { changePassword, forgotByEmail, requireRecoveryBySms, resetByEmail, resetByPhone } from './passwords.ts';
import { register, registrationCodeNeeded } from './register.ts';
import { accountsRepo } from './repo.ts';
import { validMobile } from './rules.ts';

const tags = ['accounts'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
/** The portal's language header, which SMS texts follow. */
const languageOf = (req: { headers: Record<string, unknown> }) =>
  typeof req.headers.language === 'string' ? req.headers.language : undefined;

export default async function accountRoutes(app: App) {
  const deps = app.deps;
  const { db, encryption } = deps;

  route(app, sessionOps.rsaKey, async () => {
    const k = await encryption.key();
    return { keyId: k.keyId, publicKey: k.publicPem };
  });

  // Public calls are cacheable by default; a challenge or a captcha is for one use.
  route(app, sessionOps.challenge, async (_input, _req, reply) => {
    reply.header('cache-control', 'no-store');
    return createChallenge(appSecret(deps.config));
  });

  route(app, sessionOps.captcha, async (_input, req, reply) => {
    requireMod(await merchantOf(req), 'CAPTCHA3');
    if ((await deps.limiter.hit(`captcha:${req.ip}`, 60_000)) > 30) throw new AppError('too_many_requests');
    reply.header('cache-control', 'no-store');
    return newCaptcha(db);
  });

  route(app, sessionOps.login, async ({ body }, req) => {
    const payload = await encryption.open(body, ZLoginPayload);
    return login(deps, await merchantOf(req), payload, req.ip);
  });

  for (const [o, kind] of [
    [sessionOps.register, 'username'],
    [sessionOps.registerMobile, 'mobile'],
  ] as const) {
    route(app, o, async ({ body }, req) => {
      const payload = await encryption.open(body, ZRegisterPayload);
      return register(deps, await merchantOf(req), payload, kind, req.ip);
    });
  }

  route(app, sessionOps.checkAffiliate, async ({ body }, req) => {
    const merchant = await merchantOf(req);
    requireMod(merchant, 'AFFMAN3');
    const agent = await accountsRepo.agentByCode(db, merchant.id, body.code);
    if (!agent) throw new AppError('invalid_affiliate');
    return true;
  });

  /** Codes need a valid number and a solved human check first (spec section 4). */
  const codeRequest = async (body: z.infer<typeof ZSmsRequest>, req: FastifyRequest) => {
    const merchant = await merchantOf(req);
    if (!validMobile(body.mobileNo)) throw new AppError('invalid_phone');
    await checkHuman(db, appSecret(deps.config), merchant, body.humanCheck, req.ip);
    if ((await deps.limiter.hit(`sms:ip:${req.ip}`, 3600_000)) > 20) throw new AppError('too_many_requests');
    return { merchant, target: phoneTarget(body.countryDialingCode, body.mobileNo) };
  };

  route(app, sessionOps.smsRegister, async ({ body }, req) => {
    const { merchant, target } = await codeRequest(body, req);
    // A password-less mobile registration always asks for a code; every other form only when the brand verifies.
    if (!(modOn(merchant, 'MOBILENUMREG3') && registrationCodeNeeded(merchant, 'mobile')))
      requireMod(merchant, 'REGMOBVERF3');
    const sent = await sendCode(deps, merchant, { purpose: 'register', target, lang: languageOf(req) });
    return { expiredMinutes: sent.expiredMinutes };
  });

  /**
   * Every number gets a code and the same countdown; only a registered one is sent its code, and a delivery failure
   * is logged rather than answered, so neither the answer nor the resend rule tells which numbers exist.
   */
  const quietCode = async (
    merchant: Merchant,
    target: string,
    body: z.infer<typeof ZSmsRequest>,
    purpose: 'login' | 'recovery',
    req: FastifyRequest,
  ) => {
    const known = await accountsRepo.byMobile(db, merchant.id, body.countryDialingCode, body.mobileNo);
    const sent = await sendCode({ db, messenger: quietly(deps.messenger, req.log) }, merchant, {
      purpose,
      target,
      lang: languageOf(req),
      deliver: Boolean(known),
    });
    return { expiredMinutes: sent.expiredMinutes, expirationTime: sent.expiresAt.getTime() };
  };

  route(app, sessionOps.smsNoLogin, async ({ body }, req) => {
    const { merchant, target } = await codeRequest(body, req);
    requireMod(merchant, 'VERIFICATION3');
    const purpose = body.purpose ?? 'login';
    if (purpose === 'login') requireMod(merchant, 'MOBILEVERCODELOGIN3');
    else requireRecoveryBySms(merchant);
    return quietCode(merchant, target, body, purpose, req);
  });

  route(app, sessionOps.passwordSms, async ({ body }, req) => {
    const { merchant, target } = await codeRequest(body, req);
    requireRecoveryBySms(merchant);
    return quietCode(merchant, target, body, 'recovery', req);
  });

  route(app, sessionOps.freePlay, async (_input, req) => {
    if ((await deps.limiter.hit(`freeplay:${req.ip}`, 3600_000)) > 10) throw new AppError('too_many_requests');
    return freePlay(deps, await merchantOf(req), req.ip);
  });

  route(app, sessionOps.memberInfo, async ({ who }, req) =>
    memberInfo(deps, who, await merchantOf(req), languageOf(req)),
  );

  // An image, not an operation: the avatar as SVG.
  app.get('/wps/member/info/icon', { schema: { tags, security, hide: true } }, async (req, reply) => {
    const m = await requireMember(req);
    requireMod(await merchantOf(req), 'PROFPIC3');
    reply.header('cache-control', 'private, max-age=3600').type('image/svg+xml; charset=utf-8');
    return reply.send(avatarSvg(m.username));
  });

  route(app, sessionOps.setLanguage, async ({ body, who }, req) => {
    if (!(await merchantOf(req)).config.languages.includes(body.language)) throw new AppError('language_not_offered');
    await accountsRepo.setLanguage(db, who.memberId, body.language);
    return null;
  });

  const logout = async (_input: unknown, req: FastifyRequest) => {
    await accountsRepo.revokeSession(db, tokenHash(bearerToken(req) ?? ''));
    return null;
  };
  route(app, sessionOps.logout, logout);
  route(app, sessionOps.logoutPost, logout);

  route(app, sessionOps.changePassword, async ({ body, who }, req) => {
    const payload = await encryption.open(body, ZChangePassword);
    await changePassword(deps, await merchantOf(req), who.memberId, payload);
    return null;
  });

  route(app, sessionOps.forgotByEmail, async ({ body }, req) => {
    const merchant = await merchantOf(req);
    await forgotByEmail(deps, merchant, body, siteOrigin(deps.config, merchant, req));
    return null;
  });

  route(app, sessionOps.resetByEmail, async ({ body }, req) => {
    await resetByEmail(deps, await merchantOf(req), body);
    return null;
  });

  route(app, sessionOps.resetByPhone, async ({ body }, req) => {
    const payload = await encryption.open(body, ZResetByPhone);
    return resetByPhone(deps, await merchantOf(req), payload, req.ip);
  });
}
