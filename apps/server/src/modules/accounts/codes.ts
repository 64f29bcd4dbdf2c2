import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { Messenger } from '../../platform/messaging.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { accountsRepo } from './repo.ts';

export type CodePurpose = 'register' | 'login' | 'recovery';
const MAX_TRIES = 5;
/** A new code for the same number is refused until this long after the last one (the portal shows a countdown). */
export const RESEND_AFTER_MS = 60_000;

const texts: Record<string, (code: string, minutes: number, brand: string) => string> = {
  pt: (c, m, b) => `${b}: seu código é ${c}. Válido por ${m} minutos. Não o compartilhe.`,
  en: (c, m, b) => `${b}: your code is ${c}. Valid for ${m} minutes. Do not share it.`,
  cn: (c, m, b) => `${b}：您的验证码是 ${c}，${m} 分钟内有效，请勿泄露。`,
  id: (c, m, b) => `${b}: kode Anda ${c}. Berlaku ${m} menit. Jangan bagikan.`,
  th: (c, m, b) => `${b}: รหัสของคุณคือ ${c} ใช้ได้ ${m} นาที ห้ามเปิดเผย`,
  vi: (c, m, b) => `${b}: mã của bạn là ${c}. Hiệu lực ${m} phút. Không chia sẻ.`,
};

/** Sends a 6-digit code from a CSPRNG; only its hash is kept. */
export async function sendCode(
  db: Db,
  messenger: Messenger,
  merchant: Merchant,
  purpose: CodePurpose,
  target: string,
  lang: string | undefined,
): Promise<{ expiredMinutes: number; expiresAt: Date }> {
  const last = await accountsRepo.lastCode(db, merchant.id, purpose, target);
  if (last && Date.now() - last.createdAt.getTime() < RESEND_AFTER_MS) throw new AppError('sms_too_soon');
  const minutes = merchant.config.sms.expiredMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  await accountsRepo.insertCode(db, { merchantId: merchant.id, purpose, target, codeHash: tokenHash(code), expiresAt });
  const text =
    (texts[lang ?? ''] ?? texts[merchant.config.defaultLang] ?? texts.en)?.(code, minutes, merchant.name) ?? code;
  await messenger.send({ merchantId: merchant.id, channel: 'sms', to: target, body: text });
  return { expiredMinutes: minutes, expiresAt };
}

/** Spends the latest code for the target: wrong tries count, at most 5, single use, expiring. */
export async function consumeCode(
  db: Db,
  merchant: Merchant,
  purpose: CodePurpose,
  target: string,
  code: string | undefined,
) {
  const row = await accountsRepo.lastCode(db, merchant.id, purpose, target);
  if (!row || !code || row.usedAt || row.attempts >= MAX_TRIES) throw new AppError('sms_code_invalid');
  if (row.expiresAt.getTime() < Date.now()) throw new AppError('sms_code_expired');
  const a = Buffer.from(row.codeHash);
  const b = Buffer.from(tokenHash(code.trim()));
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    await accountsRepo.countAttempt(db, row.id);
    throw new AppError('sms_code_invalid');
  }
  if (!(await accountsRepo.useCode(db, row.id))) throw new AppError('sms_code_invalid');
}

export const phoneTarget = (dialingCode: string, mobile: string) => `+${dialingCode}${mobile}`;
