import { randomInt } from 'node:crypto';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { accountsRepo } from './repo.ts';
import { messageLanguage, smsCodeText } from './texts.ts';

export type CodePurpose = 'register' | 'login' | 'recovery';
/** Wrong tries that spend a code. */
export const MAX_TRIES = 5;
/** Tries (right or wrong) per number and purpose in TARGET_WINDOW_MS, whatever the codes: a guessing budget. */
export const TARGET_TRIES = 10;
const TARGET_WINDOW_MS = 15 * 60_000;

export interface SentCode {
  expiredMinutes: number;
  expiresAt: Date;
}

/**
 * Issues a 6-digit code from a CSPRNG (only its hash is kept) and, when `deliver`, sends it by SMS. While the
 * number's last code of this purpose is live (neither expired nor used) a new one is refused: the portal's countdown
 * (expiredMinutes x 60 s) is the code's lifetime, and the server holds to it. Without `deliver` the code is issued
 * and never sent, so a number that is not registered costs and answers the same as one that is.
 */
export async function sendCode(
  deps: Pick<Deps, 'db' | 'messenger'>,
  merchant: Merchant,
  o: { purpose: CodePurpose; target: string; lang: string | undefined; deliver?: boolean },
): Promise<SentCode> {
  const minutes = merchant.config.sms.expiredMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  const issued = await accountsRepo.issueCode(deps.db, {
    merchantId: merchant.id,
    purpose: o.purpose,
    target: o.target,
    codeHash: tokenHash(code),
    expiresAt,
  });
  if ('liveUntil' in issued)
    throw new AppError('sms_too_soon', undefined, { expirationTime: issued.liveUntil.getTime() });
  if (o.deliver !== false) {
    const text = smsCodeText[messageLanguage(o.lang, merchant.config.defaultLang)](code, minutes, merchant.name);
    await deps.messenger.send({ merchantId: merchant.id, channel: 'sms', to: o.target, body: text });
  }
  return { expiredMinutes: minutes, expiresAt };
}

/**
 * Spends the number's latest code. One SQL statement counts the try and checks it, so parallel guesses cannot get
 * past MAX_TRIES; a right code is accepted once, a wrong one counts, an expired one is refused as expired.
 */
export async function consumeCode(
  deps: Pick<Deps, 'db' | 'limiter'>,
  merchant: Merchant,
  purpose: CodePurpose,
  target: string,
  code: string | undefined,
): Promise<void> {
  if ((await deps.limiter.hit(`code:${merchant.id}:${purpose}:${target}`, TARGET_WINDOW_MS)) > TARGET_TRIES)
    throw new AppError('too_many_requests');
  if (!code?.trim()) throw new AppError('sms_code_invalid');
  const outcome = await accountsRepo.tryCode(deps.db, {
    merchantId: merchant.id,
    purpose,
    target,
    codeHash: tokenHash(code.trim()),
    maxTries: MAX_TRIES,
  });
  if (outcome === 'expired') throw new AppError('sms_code_expired');
  if (outcome !== 'accepted') throw new AppError('sms_code_invalid');
}

export const phoneTarget = (dialingCode: string, mobile: string) => `+${dialingCode}${mobile}`;
