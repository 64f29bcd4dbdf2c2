import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { Messenger } from '../../platform/messaging.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { phoneTarget } from './codes.ts';
import { accountsRepo } from './repo.ts';
import { checkField, newInitialPassword, validMobile } from './rules.ts';
import { initialPasswordText, messageLanguage } from './texts.ts';

export interface DownlineFields {
  accountType: 'player' | 'agent';
  username: string;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
}

/** The isAgent value of a sub-agent an agent opens (docs/decisions.md). */
export const SUB_AGENT_TYPE = 1;

/**
 * An account an agent opens directly under itself (registerCenter). The username, mobile, email and payee name
 * follow the brand's registration field rules as in self-registration; the password is the brand's default initial
 * password, which the first login must change. A sub-agent gets an affiliate code of its own.
 */
export async function createDownline(
  db: Db,
  merchant: Merchant,
  uplineId: number,
  p: DownlineFields,
  ip: string,
): Promise<{ username: string; memberId: number; initialPassword: string }> {
  const fields = merchant.config.register.fields;
  const rule = fields.username ?? {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 'username',
    minLength: 6,
    maxLength: 16,
  };
  checkField('username', { ...rule, enabled: true, required: true }, p.username);
  const mobile = p.mobileNum || undefined;
  const dialing = p.countryDialingCode || '';
  if (mobile && (!validMobile(mobile) || !dialing)) throw new AppError('invalid_phone');
  checkField('mobileNum', fields.mobileNum, mobile);
  checkField('email', fields.email, p.email || undefined);
  checkField('payeeName', fields.payeeName, p.payeeName || undefined);

  const username = p.username.toLowerCase();
  if (await accountsRepo.byUsername(db, merchant.id, username)) throw new AppError('username_taken');
  if (mobile && (await accountsRepo.byMobile(db, merchant.id, dialing, mobile))) throw new AppError('mobile_taken');
  const agent = p.accountType === 'agent';
  let code: string | null = null;
  if (agent) {
    code =
      username
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 12) || 'AGENT';
    if (await accountsRepo.agentByCode(db, merchant.id, code)) code = `${code.slice(0, 10)}${randomInt(1000, 9999)}`;
  }
  const initialPassword = newInitialPassword();
  try {
    const member = await accountsRepo.insertMember(db, {
      merchantId: merchant.id,
      username,
      passwordHash: await hashPassword(initialPassword),
      passwordChangeRequired: true,
      initialPasswordUntil: new Date(Date.now() + merchant.config.password.initialDays * 86_400_000),
      uplineId,
      nickname: p.username,
      isAgent: agent ? SUB_AGENT_TYPE : 0,
      affiliateCode: code,
      mobile: mobile ?? null,
      dialingCode: mobile ? dialing : null,
      email: p.email || null,
      payeeName: p.payeeName || null,
      extras: {},
      registrationIp: ip,
    });
    if (!member) throw new AppError('internal');
    return { username: member.username, memberId: member.id, initialPassword };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Two registrations racing for one name (or affiliate code): the unique index decides.
    throw new AppError('username_taken');
  }
}

/**
 * Sends the new account's one-time initial password to its mobile, in the brand's language (the member has chosen
 * none yet); nothing without a mobile (the agent hands it over).
 */
export async function tellInitialPassword(
  messenger: Messenger,
  merchant: Merchant,
  to: { dialingCode?: string | undefined; mobile?: string | undefined; username: string; password: string },
): Promise<void> {
  if (!to.mobile || !to.dialingCode) return;
  const text = initialPasswordText[messageLanguage(merchant.config.defaultLang)](
    to.username,
    to.password,
    merchant.config.password.initialDays,
    merchant.name,
  );
  await messenger.send({
    merchantId: merchant.id,
    channel: 'sms',
    to: phoneTarget(to.dialingCode, to.mobile),
    body: text,
  });
}

/**
 * Issues a new one-time initial password to a member still on its first one (lost, or expired unused): the old one
 * stops working, the new one has the brand's days again, and open sessions end (whoever held the old one is out).
 */
export async function renewInitialPassword(
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<{ initialPassword: string }> {
  const initialPassword = newInitialPassword();
  const until = new Date(Date.now() + merchant.config.password.initialDays * 86_400_000);
  if (!(await accountsRepo.renewInitialPassword(db, memberId, await hashPassword(initialPassword), until)))
    throw new AppError('initial_password_used');
  await accountsRepo.revokeAllSessions(db, memberId);
  return { initialPassword };
}
