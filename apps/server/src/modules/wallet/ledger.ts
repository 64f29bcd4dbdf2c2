import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerPostings } from '../../platform/metrics.ts';
import { type AccountKey, ledgerRepo } from './ledger-repo.ts';

/**
 * The posting API every money path uses. One call moves `amount` (minor units, > 0) from one account to another in
 * one round trip, inside the caller's transaction when given one: both accounts are locked in id order, a member
 * account can never go below zero (the database CHECK enforces it too), and each side gets an append-only entry with
 * its balance after and its new version. With an idempotency key, the same key and body return the first result; the same key with another body
 * is `idempotency_conflict`.
 *
 *   postTransfer(db, { from: house('cashier'), to: memberMain(7), amount: 10000n, kind: 'deposit', idempotencyKey })
 *
 * Every brand has its own house and pools (migration 0938): `house(code)` is the house of the posting's member's brand;
 * a posting with no member account names the brand (`house('raffle', merchantId)`). A posting whose accounts belong
 * to two brands is refused.
 */
export type AccountRef =
  | { kind: 'member_main'; memberId: number }
  | { kind: 'member_bonus'; memberId: number }
  | { kind: 'member_held'; memberId: number }
  | { kind: 'member_vendor'; memberId: number; vassalage: string }
  | { kind: 'house'; code: string; merchantId?: number }
  | { kind: 'pool'; code: string; merchantId?: number };

export const memberMain = (memberId: number): AccountRef => ({ kind: 'member_main', memberId });
export const memberVendor = (memberId: number, vassalage: string): AccountRef => ({
  kind: 'member_vendor',
  memberId,
  vassalage,
});
export const memberBonus = (memberId: number): AccountRef => ({ kind: 'member_bonus', memberId });
export const memberHeld = (memberId: number): AccountRef => ({ kind: 'member_held', memberId });
/** A house account of a brand: the named one, else the brand of the posting's member. */
export const house = (code: string, merchantId?: number): AccountRef =>
  merchantId === undefined ? { kind: 'house', code } : { kind: 'house', code, merchantId };
/** A brand's prize pool, funded from its house: never below zero, never sharded (migrations 0720, 0938). */
export const pool = (code: string, merchantId?: number): AccountRef =>
  merchantId === undefined ? { kind: 'pool', code } : { kind: 'pool', code, merchantId };

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

const keyOf = (ref: AccountRef): AccountKey => {
  switch (ref.kind) {
    case 'house':
    case 'pool':
      return { ownerKind: ref.kind, memberId: null, purpose: ref.code };
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
const sharded = (k: AccountKey, memberId: number | null | undefined): AccountKey =>
  k.ownerKind === 'house' && memberId ? { ...k, purpose: `${k.purpose}#${memberId % HOUSE_SHARDS}` } : k;

/**
 * The brand a posting names, if any (else ledger_post takes its member's). Left out of the request hash: a key is
 * already one brand's (it names its event or member), and a request replayed across migration 0938 still matches.
 */
const brandOf = (req: TransferRequest): number | null => {
  const named = [req.from, req.to].flatMap((r) =>
    (r.kind === 'house' || r.kind === 'pool') && r.merchantId !== undefined ? [r.merchantId] : [],
  );
  if (named.length === 2 && named[0] !== named[1]) throw new Error('a posting between two brands');
  return named[0] ?? null;
};

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
  const r = await ledgerRepo.post(db, {
    from,
    to,
    merchantId: brandOf(req),
    amount: req.amount,
    asset,
    kind: req.kind,
    memberId: req.memberId ?? null,
    memo: req.memo ?? null,
    key: req.idempotencyKey ?? null,
    hash: requestHash(req),
  });
  ledgerPostings.inc({ kind: req.kind, outcome: r.outcome });
  if (r.outcome === 'conflict') throw new AppError('idempotency_conflict');
  if (r.outcome === 'insufficient')
    throw new AppError('insufficient_funds', undefined, { balance: r.fromBalance.toString() });
  return {
    transferId: r.transferId,
    fromBalance: r.fromBalance,
    toBalance: r.toBalance,
    replayed: r.outcome === 'replayed',
  };
}

/** Balances of a member's accounts by purpose (main, bonus, held, vendor:<vassalage>). */
export async function memberBalances(db: Db, memberId: number, asset: Asset = 'CASH'): Promise<Map<string, bigint>> {
  return new Map((await ledgerRepo.memberAccounts(db, memberId, [asset])).map((r) => [r.purpose, r.balance]));
}

/**
 * The ledger's invariants: per asset the balances sum to zero, and so do each brand's (`brands`: brand -> asset ->
 * sum), since every posting stays inside one brand; each balance equals the sum of its entries (`mismatched` counts
 * those that do not); no transfer joins two brands' accounts (`crossBrand` counts those that do).
 */
export async function checkInvariants(db: Db): Promise<{
  sums: Record<string, string>;
  brands: Record<string, Record<string, string>>;
  mismatched: number;
  crossBrand: number;
}> {
  const { sums, brands, mismatched, crossBrand } = await ledgerRepo.invariants(db);
  const byBrand: Record<string, Record<string, string>> = {};
  for (const b of brands) byBrand[b.merchantId] = { ...byBrand[b.merchantId], [b.asset]: b.total };
  return { sums: Object.fromEntries(sums.map((r) => [r.asset, r.total])), brands: byBrand, mismatched, crossBrand };
}

/** A brand's house balances in an asset by purpose (cashier, vendor:<code>, promotions, ...), shards summed. */
export async function houseBalances(db: Db, merchantId: number, asset: Asset = 'CASH'): Promise<Map<string, bigint>> {
  return new Map((await ledgerRepo.houseBalances(db, merchantId, asset)).map((r) => [r.purpose, r.balance]));
}
