import { randomInt } from 'node:crypto';
import type { TReferralInfo, TReferralList, TReferralSettings } from '@portal/contracts/referral';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { referralRepo } from './repo.ts';

/**
 * Referral for the member: their code and link, the players it brought and the rewards. An agent's code is its
 * affiliate code (the player joins its team, as before); a player's is made here and never names an upline.
 */

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's referral code: an agent's affiliate code, else their own, made on first ask. */
export async function referralCodeOf(db: Db, merchantId: number, memberId: number): Promise<string> {
  const m = await referralRepo.memberOf(db, memberId);
  if (m?.isAgent && m.affiliateCode) return m.affiliateCode;
  for (let i = 0; i < 5; i++) {
    const existing = await referralRepo.codeOf(db, memberId);
    if (existing) return existing;
    await referralRepo.insertCode(db, merchantId, memberId, newCode());
  }
  const code = await referralRepo.codeOf(db, memberId);
  if (!code) throw new AppError('internal');
  return code;
}

/** The player a (non-agent) referral code belongs to, for registration. */
export const playerByReferralCode = (db: Db, merchantId: number, code: string) =>
  referralRepo.byCode(db, merchantId, code);

/** Records who referred a new member (registration calls it once the member exists). */
export const recordReferral = (db: Db, merchantId: number, referrerId: number, refereeId: number) =>
  referralRepo.insertReferral(db, merchantId, referrerId, refereeId);

export async function referralSettingsOf(db: Db, merchantId: number): Promise<TReferralSettings> {
  const s = await referralRepo.settings(db, merchantId);
  return { enabled: s.enabled, minDeposit: formatMinor(s.minDeposit), reward: formatMinor(s.reward) };
}

export async function referralInfo(
  db: Db,
  merchant: Merchant,
  memberId: number,
  origin: string,
): Promise<TReferralInfo> {
  const s = await referralRepo.settings(db, merchant.id);
  const code = await referralCodeOf(db, merchant.id, memberId);
  const t = await referralRepo.totals(db, memberId);
  return {
    enabled: s.enabled,
    code,
    link: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
    reward: formatMinor(s.reward),
    minDeposit: formatMinor(s.minDeposit),
    invited: t.invited,
    qualified: t.qualified,
    rewardsEarned: formatMinor(t.earned),
  };
}

/** Shows enough of a name for the referrer to recognise a friend, not enough to find the account: "pl***9". */
export const maskUsername = (u: string) =>
  u.length <= 3 ? `${u.slice(0, 1)}***` : `${u.slice(0, 2)}***${u.slice(-1)}`;

export async function referralList(db: Db, memberId: number, pageNo: number, pageSize: number): Promise<TReferralList> {
  const page = await referralRepo.page(db, memberId, (pageNo - 1) * pageSize, pageSize);
  return {
    list: page.rows.map((r) => ({
      username: maskUsername(r.username),
      registeredAt: r.registeredAt,
      status: r.status,
      reward: r.reward === null ? null : formatMinor(r.reward),
      qualifiedAt: r.status === 'qualified' ? r.decidedAt : null,
    })),
    total: page.total,
    totalPages: Math.ceil(page.total / pageSize),
  };
}
