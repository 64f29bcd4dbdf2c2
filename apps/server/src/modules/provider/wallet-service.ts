import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerPostings } from '../../platform/metrics.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { tokenHash } from '../../platform/secrets.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { hashRequest } from './signing.ts';
import { memberOfTicket } from './tickets.ts';
import { type RoundKey, walletRepo as repo, type WalletAnswer } from './wallet-repo.ts';

// The in-house provider resolves its page's ticket through this module.
export { memberOfTicket } from './tickets.ts';
export type { WalletAnswer, WalletStatus } from './wallet-repo.ts';

/** An answer that leaves no trace: the call's transaction (and its claim) is rolled back, so a retry decides again. */
class Refusal extends Error {
  readonly answer: WalletAnswer;
  constructor(answer: WalletAnswer) {
    super(answer.status);
    this.answer = answer;
  }
}

/**
 * Runs a rollback call as ONE transaction (bets and wins are one SQL function each): it claims the call's transaction
 * id first (a copy waits for the first one's commit and gets its answer, or DUPLICATE_MISMATCH for another body), then
 * `act` decides under row locks and posts with the same transaction, so the record, the round and the money commit
 * together or not at all.
 */
async function once(
  db: Db,
  provider: string,
  call: { txId: string; kind: 'bet' | 'win' | 'rollback'; reqHash: string },
  act: (tx: Db) => Promise<WalletAnswer>,
): Promise<WalletAnswer> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await repo.claim(tx, provider, call.txId, call.kind, call.reqHash)))
        return repo.storedAnswer(tx, provider, call.txId, call.reqHash);
      return act(tx);
    });
  } catch (e) {
    if (e instanceof Refusal) return e.answer;
    throw e;
  }
}

const _isInsufficient = (e: unknown) => e instanceof AppError && e.key === 'insufficient_funds';

export async function balance(db: Db, provider: string, ticket: string): Promise<WalletAnswer> {
  const s = await memberOfTicket(db, ticket, provider);
  if (!s) return { status: 'SESSION_EXPIRED' };
  return { status: 'OK', balance: await repo.balanceOf(db, s.memberId, s.asset), playerId: String(s.memberId) };
}

/** Counts the posting a bet or win function made, if it made one. */
function counted(kind: 'bet' | 'win', r: { answer: WalletAnswer; posting: string | null }): WalletAnswer {
  if (r.posting) ledgerPostings.inc({ kind, outcome: r.posting });
  return r.answer;
}

/** A bet: the ticket names the player (refused once it lapsed); its round takes bets until a win settles it. */
export function bet(
  db: Db,
  provider: string,
  b: { ticket: string; txId: string; roundId: string; amount: string },
): Promise<WalletAnswer> {
  const reqHash = hashRequest(['bet', b]);
  const ticketHash = tokenHash(b.ticket);
  return repo
    .bet(db, provider, { ...b, ticketHash, amount: toMinor(b.amount), reqHash })
    .then((r) => counted('bet', r));
}

/** A win (possibly 0) of the player's round settles it; accepted after the player's ticket ended. */
export function win(
  db: Db,
  provider: string,
  b: {
    txId: string;
    roundId: string;
    playerId: string;
    amount: string;
    final?: boolean | undefined;
    detail?: unknown;
  },
): Promise<WalletAnswer> {
  const reqHash = hashRequest(['win', { txId: b.txId, roundId: b.roundId, playerId: b.playerId, amount: b.amount }]);
  const amount = /^0+(\.0+)?$/.test(b.amount) ? 0n : toMinor(b.amount);
  const round = { provider, roundId: b.roundId, memberId: Number(b.playerId) };
  return repo
    .win(db, round, { txId: b.txId, reqHash, amount, final: b.final !== false, detail: b.detail })
    .then((r) => counted('win', r));
}

/**
 * Rollback of one bet, the one `refTxId` names: refunds it once, whatever the rollback ids (later ones answer OK and
 * change nothing); refused once its round has paid a win or settled. The round's other bets stand, and the round takes
 * bets and its win until none stands. An unknown bet answers OK without moving money and leaves a tombstone, so that
 * the bet, if it comes late, is refused. It decides under the bet's lock (shared with the bet itself) and the round's
 * lock.
 */
export function rollback(db: Db, provider: string, b: { txId: string; refTxId: string }): Promise<WalletAnswer> {
  const reqHash = hashRequest(['rollback', b]);
  return once(db, provider, { txId: b.txId, kind: 'rollback', reqHash }, async (tx) => {
    await repo.lockBet(tx, provider, b.refTxId);
    const ref = await repo.betOf(tx, provider, b.refTxId);
    // Nothing to give back (the bet never took money), so the rollback is done: OK, with no player to show a balance of.
    if (!ref || ref.state === 'refused')
      return repo.finish(tx, provider, b.txId, {
        refTxId: b.refTxId,
        state: 'not_found',
        response: { status: 'OK', txId: b.txId },
      });
    const record = { memberId: ref.memberId, roundId: ref.roundId, refTxId: b.refTxId };
    const key: RoundKey = { provider, roundId: ref.roundId, memberId: ref.memberId };
    const round = await repo.lockRound(tx, key);
    const asset = round?.asset ?? 'CASH';
    if (ref.state === 'rolled_back')
      return repo.finish(tx, provider, b.txId, {
        ...record,
        state: 'done',
        response: { status: 'OK', txId: b.txId, balance: await repo.balanceOf(tx, ref.memberId, asset) },
      });
    if (round && (round.status === 'settled' || round.win > 0n))
      return repo.finish(tx, provider, b.txId, {
        ...record,
        state: 'refused',
        response: { status: 'ROUND_SETTLED', txId: b.txId, balance: await repo.balanceOf(tx, ref.memberId, asset) },
      });
    const r = await postTransfer(tx, {
      from: house(`vendor:${await repo.vendorOf(tx, round?.nodeId ?? null, provider)}`),
      to: memberMain(ref.memberId),
      amount: ref.amount,
      asset,
      kind: 'rollback',
      memberId: ref.memberId,
      memo: `${provider} rollback ${b.refTxId}`,
      idempotencyKey: `prov:${provider}:${b.txId}`,
    });
    await repo.markBetRolledBack(tx, provider, b.refTxId);
    await repo.rollBack(tx, key, ref.amount);
    return repo.finish(tx, provider, b.txId, {
      ...record,
      amount: ref.amount,
      state: 'done',
      response: { status: 'OK', txId: b.txId, balance: formatMinor(r.toBalance) },
    });
  });
}
