import type { TLoginValue } from '@portal/contracts/session';
import { api } from '../../shared/api/client.ts';
import { seal } from '../../shared/api/crypto.ts';

export const loginCall = async (payload: Record<string, unknown>) =>
  api<TLoginValue>('POST', '/wps/session/login', { body: await seal(payload) });

export const registerCall = async (kind: 'username' | 'mobile', payload: Record<string, unknown>) =>
  api<TLoginValue | null>('POST', kind === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
    body: await seal(payload),
  });

export const captchaCall = () => api<{ captchaId: string; image: string }>('GET', '/wps/captcha');

export const affiliateCall = (code: string) =>
  api<boolean>('POST', '/wps/agent/affiliate', { body: { code, domain: window.location.host } });

export const smsCall = (
  kind: 'register' | 'login' | 'recovery',
  body: { countryDialingCode: string; mobileNo: string; humanCheck: string | undefined },
) =>
  kind === 'register'
    ? api<{ expiredMinutes: number }>('POST', '/wps/verification/sms/register', { body })
    : api<{ expiredMinutes: number; expirationTime: number }>('POST', '/wps/verification/sms/noLogin', {
        body: { ...body, purpose: kind },
      });

export const changePasswordCall = async (payload: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => api<null>('PUT', '/wps/member/password', { body: await seal(payload) });

export const forgotByEmailCall = (body: { username: string; email: string }) =>
  api<null>('POST', '/wps/member/password/email', { body });

export const resetByEmailCall = (body: { token: string; newPassword: string }) =>
  api<null>('POST', '/wps/member/password/email/reset', { body });

export const resetByPhoneCall = async (payload: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}) => api<TLoginValue>('POST', '/wps/member/password/verification', { body: await seal(payload) });

export const freePlayCall = () =>
  api<TLoginValue>('POST', '/wps/session/login/freeplay', { headers: { platform: 'W', 'gateway-version': '3' } });
