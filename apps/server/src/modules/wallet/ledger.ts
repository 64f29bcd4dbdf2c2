import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The posting API every money path uses. One call moves `amount` (minor units, > 0) from one account to another in a
 * single short transaction: both accounts are locked in id order, a member account can never go below zero (the
 * database CHECK enforces it too), and each side gets an append-only entry with its balance after and its new
 * version. With an idempotency key, the same key and body return the first result; the same key with another body
 * is `idempotency_conflict`.
 *
 *   postTransfer(db, { from: house('cashier'), to: memberMain(7), amount: 10000n, kind: 'deposit', idempotencyKey })
 */
export type AccountRef =
  | { kind: 'member_main'; memberId: number }
  | { kind: 'member_bonus'; memberId: number }
  | { kind: 'member_held'; memberId: number }
  | { kind: 'member_vendor'; memberId: number; vassalage: string }
  | { kind: 'house'; code: string };

export const memberMain = (memberId: number): AccountRef => ({ kind: 'member_main', memberId });
export const memberVendor = (memberId: number, vassalage: string): AccountRef => ({
  kind: 'member_vendor',
  memberId,
  vassalage,
});
export const memberHeld = (memberId: number): AccountRef => ({ kind: 'member_held', memberId });
export const house = (code: string): AccountRef => ({ kind: 'house', code });

export type Asset = 'CASH' | 'POINTS';

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
    case 'member_vendor':
      return { ownerKind: 'member', memberId: ref.memberId, purpose: `vendor:${ref.vassalage}` };
    default:
      return { ownerKind: 'member', memberId: ref.memberId, purpose: ref.kind.replace('member_', '') };
  }
};

type Row = Record<string, unknown>;
const rows = (r: unknown): Row[] => (r as { rows: Row[] }).rows;

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

/** The id of an account, creating it on first use. */
export async function accountId(db: Db, ref: AccountRef, asset: Asset = 'CASH'): Promise<number> {
  const k = keyOf(ref);
  await db.execute(
    sql`INSERT INTO ledger_accounts (owner_kind, member_id, purpose, asset) VALUES (${k.ownerKind}, ${k.memberId}, ${k.purpose}, ${asset}) ON CONFLICT DO NOTHING`,
  );
  const found = rows(
    await db.execute(
      sql`SELECT id FROM ledger_accounts WHERE owner_kind = ${k.ownerKind} AND COALESCE(member_id, 0) = ${k.memberId ?? 0} AND purpose = ${k.purpose} AND asset = ${asset}`,
    ),
  );
  return Number(found[0]?.id);
}

async function replay(db: Db, key: string, hash: string): Promise<TransferResult | null> {
  const [t] = rows(
    await db.execute(
      sql`SELECT id, request_hash, from_account, to_account FROM ledger_transfers WHERE idempotency_key = ${key}`,
    ),
  );
  if (!t) return null;
  if (t.request_hash !== hash) throw new AppError('idempotency_conflict');
  const entries = rows(
    await db.execute(sql`SELECT account_id, balance_after FROM ledger_entries WHERE transfer_id = ${t.id}`),
  );
  const after = (acc: unknown) =>
    BigInt(String(entries.find((e) => String(e.account_id) === String(acc))?.balance_after ?? 0));
  return {
    transferId: Number(t.id),
    fromBalance: after(t.from_account),
    toBalance: after(t.to_account),
    replayed: true,
  };
}

const isUniqueViolation = (e: unknown) => {
  for (let c: unknown = e; c; c = (c as { cause?: unknown }).cause)
    if ((c as { code?: string }).code === '23505') return true;
  return false;
};

export async function postTransfer(db: Db, req: TransferRequest): Promise<TransferResult> {
  if (req.amount <= 0n) throw new AppError('amount_invalid');
  const asset = req.asset ?? 'CASH';
  const hash = requestHash(req);
  const key = req.idempotencyKey ?? null;
  if (key) {
    const earlier = await replay(db, key, hash);
    if (earlier) return earlier;
  }
  const [fromId, toId] = [await accountId(db, req.from, asset), await accountId(db, req.to, asset)];
  try {
    return await db.transaction(async (tx) => {
      const locked = rows(
        await tx.execute(
          sql`SELECT id, owner_kind, balance, version FROM ledger_accounts WHERE id IN (${fromId}, ${toId}) ORDER BY id FOR UPDATE`,
        ),
      );
      const from = locked.find((a) => Number(a.id) === fromId);
      const to = locked.find((a) => Number(a.id) === toId);
      if (!from || !to) throw new AppError('internal');
      const fromBalance = BigInt(String(from.balance)) - req.amount;
      const toBalance = BigInt(String(to.balance)) + req.amount;
      if (from.owner_kind === 'member' && fromBalance < 0n)
        throw new AppError('insufficient_funds', undefined, { balance: String(from.balance) });
      const [t] = rows(
        await tx.execute(sql`INSERT INTO ledger_transfers (from_account, to_account, amount, asset, kind, member_id, memo, idempotency_key, request_hash)
          VALUES (${fromId}, ${toId}, ${req.amount.toString()}, ${asset}, ${req.kind}, ${req.memberId ?? null}, ${req.memo ?? null}, ${key}, ${hash}) RETURNING id`),
      );
      const transferId = Number(t?.id);
      const fromVersion = BigInt(String(from.version)) + 1n;
      const toVersion = BigInt(String(to.version)) + 1n;
      await tx.execute(
        sql`UPDATE ledger_accounts SET balance = ${fromBalance.toString()}, version = ${fromVersion.toString()} WHERE id = ${fromId}`,
      );
      await tx.execute(
        sql`UPDATE ledger_accounts SET balance = ${toBalance.toString()}, version = ${toVersion.toString()} WHERE id = ${toId}`,
      );
      await tx.execute(sql`INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, account_version) VALUES
        (${transferId}, ${fromId}, ${(-req.amount).toString()}, ${fromBalance.toString()}, ${fromVersion.toString()}),
        (${transferId}, ${toId}, ${req.amount.toString()}, ${toBalance.toString()}, ${toVersion.toString()})`);
      return { transferId, fromBalance, toBalance, replayed: false };
    });
  } catch (e) {
    // Two requests with one key raced: the unique index let one through; answer the other with its result.
    if (key && isUniqueViolation(e)) {
      const earlier = await replay(db, key, hash);
      if (earlier) return earlier;
    }
    throw e;
  }
}

/** Balances of a member's accounts by purpose (main, bonus, held, vendor:<vassalage>). */
export async function memberBalances(db: Db, memberId: number, asset: Asset = 'CASH'): Promise<Map<string, bigint>> {
  const list = rows(
    await db.execute(
      sql`SELECT purpose, balance FROM ledger_accounts WHERE owner_kind = 'member' AND member_id = ${memberId} AND asset = ${asset}`,
    ),
  );
  return new Map(list.map((r) => [String(r.purpose), BigInt(String(r.balance))]));
}

/** The ledger's invariants: per asset the balances sum to zero, and each balance equals the sum of its entries. */
export async function checkInvariants(db: Db): Promise<{ sums: Record<string, string>; mismatched: number }> {
  const sums = rows(
    await db.execute(sql`SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset`),
  );
  const bad = rows(
    await db.execute(sql`SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance <> COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`),
  );
  return {
    sums: Object.fromEntries(sums.map((r) => [String(r.asset), String(r.total)])),
    mismatched: Number(bad[0]?.n ?? 0),
  };
}
