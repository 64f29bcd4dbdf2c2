import type { TBalanceEvent, TBalanceMovement } from '@portal/contracts/balance-stream';
import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { balanceValue } from '../wallet/index.ts';
import { movementsRepo } from './movements-repo.ts';

/** How many of the latest movements an event carries (enough to cover a few coalesced postings). */
const MOVEMENTS = 5;

/**
 * The member's latest movements, newest first, with what each changed in the member's wallets. Read per account through the
 * (account, version) index, so a member with a long history costs the same as a new one.
 */
export async function recentMovements(db: Db, memberId: number): Promise<TBalanceMovement[]> {
  return (await movementsRepo.latest(db, memberId, MOVEMENTS)).map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: formatMinor(r.amount),
    net: formatMinor(r.net),
  }));
}

/** What a `balance` event carries: the balance and the latest movements. */
export async function balanceEvent(db: Db, memberId: number): Promise<TBalanceEvent> {
  return { ...(await balanceValue(db, memberId)), movements: await recentMovements(db, memberId) };
}
