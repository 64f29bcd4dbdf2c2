import type { Db } from '../../db/client.ts';
import { AGENT_TYPES } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { memberMain, postTransfer } from './ledger.ts';
import { checkPaymentPassword, type MoneyDeps } from './payment-password.ts';
import { walletRepo } from './repo.ts';

type TeamMember = { memberId: number; isAgent: number; uplineId: number | null };

/** The members this one may transfer to: an agent's direct downlines; a member's upline when the brand allows. */
export async function teamTargets(db: Db, merchant: Merchant, member: TeamMember) {
  const downlines = AGENT_TYPES.includes(member.isAgent) ? await walletRepo.downlines(db, member.memberId) : [];
  const upline =
    member.uplineId && merchant.config.allowTransferToUpline ? await walletRepo.member(db, member.uplineId) : null;
  return [
    ...downlines.map((m) => ({ ...m, relation: 'downline' as const })),
    ...(upline ? [{ ...upline, relation: 'upline' as const }] : []),
  ];
}

/**
 * transferUpline: main wallet to main wallet inside the team, confirmed with the payment password, keyed by request
 * id. The ledger checks the key under the accounts' locks, so concurrent copies of one request wait for the first
 * and all answer its result (the balance after it), never a refusal when the first succeeded.
 */
export async function teamTransfer(
  deps: MoneyDeps,
  merchant: Merchant,
  member: TeamMember,
  p: { targetId: number; amount: string; paymentPassword: string; requestId: string },
) {
  const target = (await teamTargets(deps.db, merchant, member)).find((x) => x.id === p.targetId);
  if (!target) throw new AppError('transfer_not_allowed');
  await checkPaymentPassword(deps, member.memberId, p.paymentPassword);
  const r = await postTransfer(deps.db, {
    from: memberMain(member.memberId),
    to: memberMain(target.id),
    amount: toMinor(p.amount),
    kind: target.relation === 'downline' ? 'transfer_downline' : 'transfer_upline',
    memberId: member.memberId,
    memo: `To ${target.username}`,
    idempotencyKey: `team:${member.memberId}:${p.requestId}`,
  });
  return { balance: formatMinor(r.fromBalance), to: target.username };
}
