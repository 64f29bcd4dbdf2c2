import { randomBytes } from 'node:crypto';
import type { TLoginValue, TMemberInfo } from '@portal/contracts/session';
import { type SessionMember, TRIAL } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { unusablePasswordHash } from '../../platform/secrets.ts';
import { requireMod } from '../brand/index.ts';
import { clubLabel } from '../vip/index.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { accountsRepo } from './repo.ts';
import { assertOpenToPlayers, openSession } from './sessions.ts';

/**
 * GET /wps/member/info. clubLabel is the member's VIP club level (lifetime completed deposits against the brand's
 * vipLevels) named in `lang`, else the member's language. memberLabel lists the labels operators assigned in the
 * console. passwordChangeRequired is the session's, so a portal that reloads finds the forced change again.
 */
export async function memberInfo(
  deps: Deps,
  session: Pick<SessionMember, 'memberId' | 'mustChangePassword'>,
  merchant?: Merchant,
  lang?: string,
): Promise<TMemberInfo> {
  const m = await accountsRepo.byId(deps.db, session.memberId);
  if (!m) throw new AppError('unauthorized');
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname || m.username,
    type: m.isAgent,
    isAgent: m.isAgent,
    toUpline: m.uplineId !== null,
    affiliateCode: m.affiliateCode,
    mobile: m.mobile ? `${m.mobile.slice(0, 2)}****${m.mobile.slice(-3)}` : null,
    email: m.email ? m.email.replace(/^(.).*(@.*)$/, '$1***$2') : null,
    clubLabel: merchant ? await clubLabel(deps.db, merchant, m.id, lang || m.language || undefined) : null,
    memberLabel: m.labels,
    language: m.language,
    passwordChangeRequired: session.mustChangePassword,
  };
}

/**
 * Free play (FREEPLAY3): a fresh trial account (isAgent 4) with an unusable random password, credited the brand's
 * fun money (asset FUN) in the same commit: it plays the seamless-wallet games and can never cash out.
 */
export async function freePlay(deps: Deps, merchant: Merchant, ip?: string): Promise<TLoginValue> {
  requireMod(merchant, 'FREEPLAY3');
  assertOpenToPlayers(merchant);
  const username = `guest${randomBytes(5).toString('hex')}`;
  const passwordHash = await unusablePasswordHash();
  const member = await deps.db.transaction(async (tx) => {
    const m = await accountsRepo.insertMember(tx, {
      merchantId: merchant.id,
      username,
      nickname: username,
      passwordHash,
      isAgent: TRIAL,
      registrationIp: ip ?? null,
    });
    if (!m) throw new AppError('internal');
    const amount = BigInt(merchant.config.freePlayAmount);
    if (amount > 0n)
      await postTransfer(tx, {
        from: house('fun'),
        to: memberMain(m.id),
        amount,
        asset: 'FUN',
        kind: 'fun_credit',
        memberId: m.id,
        idempotencyKey: `fun:${m.id}`,
      });
    return m;
  });
  return openSession(deps.db, merchant, member, 'freeplay', deps.config.SESSION_HOURS, { ip });
}

/** A generated avatar: the member's initial on a colour of their own. */
export function avatarSvg(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  const initial = (name[0] ?? '?').toUpperCase().replace(/[<>&]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},75%,45%)"/></linearGradient></defs><rect width="64" height="64" fill="url(#a)"/><text x="32" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff">${initial}</text></svg>`;
}
