import { sessionOps } from '@portal/contracts/session';
import { seal } from '../../shared/api/crypto.ts';
import { call } from '../../shared/api/op.ts';
import { deviceFingerprint } from '../../shared/device.ts';

export const loginCall = async (payload: Record<string, unknown>) =>
  call(sessionOps.login, { body: await seal({ ...payload, deviceFingerprint: await deviceFingerprint() }) });

export const registerCall = async (kind: 'username' | 'mobile', payload: Record<string, unknown>) =>
  call(kind === 'mobile' ? sessionOps.registerMobile : sessionOps.register, {
    body: await seal({ ...payload, deviceFingerprint: await deviceFingerprint() }),
  });

export const captchaCall = () => call(sessionOps.captcha);

export const affiliateCall = (code: string) =>
  call(sessionOps.checkAffiliate, { body: { code, domain: window.location.host } });

export const smsCall = (
  kind: 'register' | 'login' | 'recovery',
  body: { countryDialingCode: string; mobileNo: string; humanCheck: string | undefined },
) =>
  kind === 'register'
    ? call(sessionOps.smsRegister, { body: { ...body } })
    : kind === 'recovery'
      ? call(sessionOps.passwordSms, { body: { ...body } })
      : call(sessionOps.smsNoLogin, { body: { ...body, purpose: kind } });

export const changePasswordCall = async (payload: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => call(sessionOps.changePassword, { body: await seal(payload) });

export const forgotByEmailCall = (body: { username: string; email: string }) =>
  call(sessionOps.forgotByEmail, { body });

export const resetByEmailCall = (body: { token: string; newPassword: string }) =>
  call(sessionOps.resetByEmail, { body });

export const resetByPhoneCall = async (payload: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}) => call(sessionOps.resetByPhone, { body: await seal(payload) });

export const freePlayCall = () => call(sessionOps.freePlay, { headers: { platform: 'W', 'gateway-version': '3' } });
