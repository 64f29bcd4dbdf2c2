import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerPostings } from '../../platform/metrics.ts';

/**
 * The posting API every money path uses. One call moves `amount` (minor units, > 0) from one account to another in
 * one round trip, inside the caller's transaction when given one: both accounts are locked in id order, a member
 * account can never go below zero (the database CHECK enforces it too), and each side gets an append-only entry with
 * its balance after and its new version. With an idempotency key, the same key and body return the first result; the same key with another body
 * is `idempotency_conflict`.
 *
 *   postTransfer(db, { from: house('cashier'), to: memberMain(7), amount: 10000n, kind: 'deposit', idempotencyKey })
 */
export type AccountRef =
  | { kind: 'member_main'; memberId: number }
  | { kind: 'member_bonus'; memberId: number }
  | { kind: 'member_held'; memberId: number }
  | { kind: 'member_vendor'; memberId: number; vassalage: string }
  | { kind: 'house'; code: string }
  | { kind: 'pool'; code: string };

export const memberMain = (memberId: number): AccountRef => ({ kind: 'member_main', memberId });
export const memberVendor = (memberId: number, vassalage: string): AccountRef => ({
  kind: 'member_vendor',
  memberId,
  vassalage,
});
export const memberBonus = (memberId: number): AccountRef => ({ kind: 'member_bonus', memberId });
export const memberHeld = (memberId: number): AccountRef => ({ kind: 'member_held', memberId });
export const house = (code: string): AccountRef => ({ kind: 'house', code });
/** A prize pool the operator funds from the house: never below zero, never sharded (migration 0720). */
export const pool = (code: string): AccountRef => ({ kind: 'pool', code });

export type Asset = 'CASH' | 'POINTS' | 'FUN';

export interface TransferRequest {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  kind: string;
  asset?: Asset;
  /** The member the movement concerns (shown in their history). */
  memberId?: number | null;
  memo?: string | null;
  idempotencyKey?: string | null;
}

export interface TransferResult {
  transferId: number;
  fromBalance: bigint;
  toBalance: bigint;
  /** True when this call found an earlier transfer with the same key and body. */
  replayed: boolean;
}

const keyOf = (ref: AccountRef) => {
  switch (ref.kind) {
    case 'house':
      return { ownerKind: 'house', memberId: null, purpose: ref.code };
    case 'pool':
      return { ownerKind: 'pool', memberId: null, purpose: ref.code };
    case 'member_vendor':
      return { ownerKind: 'member', memberId: ref.memberId, purpose: `vendor:${ref.vassalage}` };
    default:
      return { ownerKind: 'member', memberId: ref.memberId, purpose: ref.kind.replace('member_', '') };
  }
};

/**
 * House accounts are split into HOUSE_SHARDS sub-accounts by member, so that the bets and wins of different players
 * do not all queue on one locked row; a house balance is the sum of its sub-accounts (conservation is unchanged).
 */
export const HOUSE_SHARDS = 16;
const sharded = (k: ReturnType<typeof keyOf>, memberId: number | null | undefined) =>
  k.ownerKind === 'house' && memberId ? { ...k, purpose: `${k.purpose}#${memberId % HOUSE_SHARDS}` } : k;

export const requestHash = (req: TransferRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        keyOf(req.from),
        keyOf(req.to),
        req.amount.toString(),
        req.kind,
        req.asset ?? 'CASH',
        req.memberId ?? null,
      ]),
    )
    .digest('hex');

/**
 * Posts one transfer in one round trip (the SQL function `ledger_post`). With a transaction `tx` as `db` it commits
 * with the caller's other writes; a refusal (insufficient funds, idempotency conflict) throws without aborting the
 * caller's transaction, since the function answers an outcome instead of raising.
 */
export async function postTransfer(db: Db, req: TransferRequest): Promise<TransferResult> {
  if (req.amount <= 0n) throw new AppError('amount_invalid');
  const asset = req.asset ?? 'CASH';
  const from = sharded(keyOf(req.from), req.memberId);
  const to = sharded(keyOf(req.to), req.memberId);
  const [r] = await q(
    db,
    sql`SELECT * FROM ledger_post(${from.ownerKind}, ${from.memberId}::int, ${from.purpose},
      ${to.ownerKind}, ${to.memberId}::int, ${to.purpose}, ${req.amount.toString()}::bigint, ${asset}, ${req.kind},
      ${req.memberId ?? null}::int, ${req.memo ?? null}, ${req.idempotencyKey ?? null}, ${requestHash(req)})`,
  );
  const outcome = String(r?.outcome);
  ledgerPostings.inc({ kind: req.kind, outcome });
  if (outcome === 'conflict') throw new AppError('idempotency_conflict');
  if (outcome === 'insufficient')
    throw new AppError('insufficient_funds', undefined, { balance: String(r?.from_balance ?? 0) });
  return {
    transferId: Number(r?.transfer_id),
    fromBalance: BigInt(String(r?.from_balance)),
    toBalance: BigInt(String(r?.to_balance)),
    replayed: outcome === 'replayed',
  };
}

/** Balances of a member's accounts by purpose (main, bonus, held, vendor:<vassalage>). */
export async function memberBalances(db: Db, memberId: number, asset: Asset = 'CASH'): Promise<Map<string, bigint>> {
  const list = await q(
    db,
    sql`SELECT purpose, balance FROM ledger_accounts WHERE owner_kind = 'member' AND member_id = ${memberId} AND asset = ${asset}`,
  );
  return new Map(list.map((r) => [String(r.purpose), BigInt(String(r.balance))]));
}

/** The ledger's invariants: per asset the balances sum to zero, and each balance equals the sum of its entries. */
export async function checkInvariants(db: Db): Promise<{ sums: Record<string, string>; mismatched: number }> {
  const sums = await q(db, sql`SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset`);
  const bad = await q(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance <> COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  );
  return {
    sums: Object.fromEntries(sums.map((r) => [String(r.asset), String(r.total)])),
    mismatched: Number(bad[0]?.n ?? 0),
  };
}
