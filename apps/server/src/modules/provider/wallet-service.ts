import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { house, memberBalances, memberMain, postTransfer } from '../wallet/ledger.ts';
import { formatMinor, toMinor } from '../wallet/money.ts';
import { hashRequest } from './signing.ts';

/** Provider status codes (answered with HTTP 200). */
export type WalletStatus =
  | 'OK'
  | 'INSUFFICIENT_FUNDS'
  | 'NOT_FOUND'
  | 'BET_ROLLED_BACK'
  | 'ROUND_SETTLED'
  | 'DUPLICATE_MISMATCH'
  | 'INVALID_REQUEST'
  | 'SESSION_EXPIRED';
export interface WalletAnswer {
  status: WalletStatus;
  balance?: string;
  txId?: string;
}

type Row = Record<string, unknown>;
const q = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const balanceOf = async (db: Db, memberId: number) =>
  formatMinor((await memberBalances(db, memberId)).get('main') ?? 0n);

/** The member behind a live game ticket (bets and balance need one; wins and rollbacks do not). */
export async function memberOfTicket(db: Db, ticket: string) {
  const [s] = await q(
    db,
    sql`SELECT s.member_id, s.node_id, g.vassalage FROM game_sessions s JOIN games g ON g.node_id = s.node_id WHERE s.ticket_hash = ${tokenHash(ticket)} AND s.expires_at > now()`,
  );
  return s ? { memberId: Number(s.member_id), nodeId: Number(s.node_id), vassalage: String(s.vassalage) } : null;
}

/** A repeated transaction id: the same body gets the first answer again; another body is refused. */
async function earlier(db: Db, provider: string, txId: string, reqHash: string): Promise<WalletAnswer | null> {
  const [t] = await q(
    db,
    sql`SELECT request_hash, response FROM provider_transactions WHERE provider = ${provider} AND tx_id = ${txId}`,
  );
  if (!t) return null;
  return t.request_hash === reqHash ? (t.response as WalletAnswer) : { status: 'DUPLICATE_MISMATCH', txId };
}

async function record(
  db: Db,
  provider: string,
  t: {
    txId: string;
    kind: string;
    memberId?: number | null;
    roundId?: string | null;
    refTxId?: string | null;
    amount?: bigint;
    reqHash: string;
    state: string;
    response: WalletAnswer;
  },
) {
  const inserted = await q(
    db,
    sql`INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, ref_tx_id, amount, request_hash, state, response)
      VALUES (${provider}, ${t.txId}, ${t.kind}, ${t.memberId ?? null}, ${t.roundId ?? null}, ${t.refTxId ?? null}, ${(t.amount ?? 0n).toString()}, ${t.reqHash}, ${t.state}, ${JSON.stringify(t.response)}::jsonb)
      ON CONFLICT DO NOTHING RETURNING tx_id`,
  );
  // Lost a race with the same id: answer what the winner answered.
  if (inserted.length === 0) return (await earlier(db, provider, t.txId, t.reqHash)) ?? t.response;
  return t.response;
}

export async function balance(db: Db, ticket: string): Promise<WalletAnswer> {
  const s = await memberOfTicket(db, ticket);
  if (!s) return { status: 'SESSION_EXPIRED' };
  return { status: 'OK', balance: await balanceOf(db, s.memberId) };
}

export async function bet(
  db: Db,
  provider: string,
  b: { ticket: string; txId: string; roundId: string; amount: string },
): Promise<WalletAnswer> {
  const reqHash = hashRequest(['bet', b]);
  const seen = await earlier(db, provider, b.txId, reqHash);
  if (seen) return seen;
  const s = await memberOfTicket(db, b.ticket);
  if (!s) return { status: 'SESSION_EXPIRED', txId: b.txId };
  const amount = toMinor(b.amount);
  // A rollback that arrived before its bet leaves a tombstone: the late bet is refused.
  const [tomb] = await q(
    db,
    sql`SELECT 1 FROM provider_transactions WHERE provider = ${provider} AND kind = 'rollback' AND ref_tx_id = ${b.txId}`,
  );
  if (tomb)
    return record(db, provider, {
      txId: b.txId,
      kind: 'bet',
      memberId: s.memberId,
      roundId: b.roundId,
      amount,
      reqHash,
      state: 'refused',
      response: { status: 'BET_ROLLED_BACK', txId: b.txId, balance: await balanceOf(db, s.memberId) },
    });
  const [round] = await q(
    db,
    sql`SELECT status FROM game_rounds WHERE provider = ${provider} AND round_id = ${b.roundId}`,
  );
  if (round && round.status !== 'open') return { status: 'ROUND_SETTLED', txId: b.txId };
  try {
    const r = await postTransfer(db, {
      from: memberMain(s.memberId),
      to: house(`vendor:${s.vassalage}`),
      amount,
      kind: 'bet',
      memberId: s.memberId,
      memo: `${provider} round ${b.roundId}`,
      idempotencyKey: `prov:${provider}:${b.txId}`,
    });
    await q(
      db,
      sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, status) VALUES (${provider}, ${b.roundId}, ${s.memberId}, ${s.nodeId}, ${amount.toString()}, 'open')
      ON CONFLICT (provider, round_id) DO UPDATE SET bet = game_rounds.bet + EXCLUDED.bet`,
    );
    return record(db, provider, {
      txId: b.txId,
      kind: 'bet',
      memberId: s.memberId,
      roundId: b.roundId,
      amount,
      reqHash,
      state: 'done',
      response: { status: 'OK', txId: b.txId, balance: formatMinor(r.fromBalance) },
    });
  } catch (e) {
    if ((e as { key?: string }).key === 'insufficient_funds')
      return { status: 'INSUFFICIENT_FUNDS', txId: b.txId, balance: await balanceOf(db, s.memberId) };
    throw e;
  }
}

/** A win (possibly 0) settles the round; accepted after the player's session ended. */
export async function win(
  db: Db,
  provider: string,
  b: { txId: string; roundId: string; amount: string; final?: boolean | undefined; detail?: unknown },
): Promise<WalletAnswer> {
  const reqHash = hashRequest(['win', { txId: b.txId, roundId: b.roundId, amount: b.amount }]);
  const seen = await earlier(db, provider, b.txId, reqHash);
  if (seen) return seen;
  const [round] = await q(db, sql`SELECT * FROM game_rounds WHERE provider = ${provider} AND round_id = ${b.roundId}`);
  if (!round) return { status: 'NOT_FOUND', txId: b.txId };
  const memberId = Number(round.member_id);
  if (round.status === 'rolled_back')
    return { status: 'BET_ROLLED_BACK', txId: b.txId, balance: await balanceOf(db, memberId) };
  const amount = /^0+(\.0+)?$/.test(b.amount) ? 0n : toMinor(b.amount);
  const [vendor] = await q(db, sql`SELECT g.vassalage FROM games g WHERE g.node_id = ${round.node_id}`);
  let bal = await balanceOf(db, memberId);
  if (amount > 0n) {
    const r = await postTransfer(db, {
      from: house(`vendor:${String(vendor?.vassalage ?? provider)}`),
      to: memberMain(memberId),
      amount,
      kind: 'win',
      memberId,
      memo: `${provider} round ${b.roundId}`,
      idempotencyKey: `prov:${provider}:${b.txId}`,
    });
    bal = formatMinor(r.toBalance);
  }
  await q(
    db,
    sql`UPDATE game_rounds SET win = win + ${amount.toString()}, status = ${b.final === false ? 'open' : 'settled'}, settled_at = now(), detail = COALESCE(${b.detail === undefined ? null : JSON.stringify(b.detail)}::jsonb, detail)
    WHERE provider = ${provider} AND round_id = ${b.roundId}`,
  );
  return record(db, provider, {
    txId: b.txId,
    kind: 'win',
    memberId,
    roundId: b.roundId,
    amount,
    reqHash,
    state: 'done',
    response: { status: 'OK', txId: b.txId, balance: bal },
  });
}

/**
 * Rollback of a bet: refunds it once (a second rollback has no further effect); refused once the round is settled;
 * an unknown bet answers NOT_FOUND with no change, and its id is remembered so that the bet, if it comes late, is refused.
 */
export async function rollback(db: Db, provider: string, b: { txId: string; refTxId: string }): Promise<WalletAnswer> {
  const reqHash = hashRequest(['rollback', b]);
  const seen = await earlier(db, provider, b.txId, reqHash);
  if (seen) return seen;
  const [ref] = await q(
    db,
    sql`SELECT * FROM provider_transactions WHERE provider = ${provider} AND tx_id = ${b.refTxId} AND kind = 'bet'`,
  );
  if (!ref || ref.state === 'refused')
    return record(db, provider, {
      txId: b.txId,
      kind: 'rollback',
      refTxId: b.refTxId,
      reqHash,
      state: 'not_found',
      response: { status: 'NOT_FOUND', txId: b.txId },
    });
  const memberId = Number(ref.member_id);
  if (ref.state === 'rolled_back') return { status: 'OK', txId: b.txId, balance: await balanceOf(db, memberId) };
  const [round] = await q(
    db,
    sql`SELECT status, node_id FROM game_rounds WHERE provider = ${provider} AND round_id = ${ref.round_id}`,
  );
  if (round?.status === 'settled')
    return record(db, provider, {
      txId: b.txId,
      kind: 'rollback',
      memberId,
      refTxId: b.refTxId,
      reqHash,
      state: 'refused',
      response: { status: 'ROUND_SETTLED', txId: b.txId, balance: await balanceOf(db, memberId) },
    });
  const [vendor] = await q(db, sql`SELECT vassalage FROM games WHERE node_id = ${round?.node_id ?? 0}`);
  const r = await postTransfer(db, {
    from: house(`vendor:${String(vendor?.vassalage ?? provider)}`),
    to: memberMain(memberId),
    amount: BigInt(String(ref.amount)),
    kind: 'rollback',
    memberId,
    memo: `${provider} rollback ${b.refTxId}`,
    idempotencyKey: `prov:${provider}:${b.txId}`,
  });
  await q(
    db,
    sql`UPDATE provider_transactions SET state = 'rolled_back' WHERE provider = ${provider} AND tx_id = ${b.refTxId}`,
  );
  await q(
    db,
    sql`UPDATE game_rounds SET status = 'rolled_back', bet = bet - ${String(ref.amount)} WHERE provider = ${provider} AND round_id = ${ref.round_id}`,
  );
  return record(db, provider, {
    txId: b.txId,
    kind: 'rollback',
    memberId,
    roundId: String(ref.round_id),
    refTxId: b.refTxId,
    amount: BigInt(String(ref.amount)),
    reqHash,
    state: 'done',
    response: { status: 'OK', txId: b.txId, balance: formatMinor(r.toBalance) },
  });
}
