import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { house, memberMain, postTransfer } from '../wallet/ledger.ts';
import { formatMinor, toMinor } from '../wallet/money.ts';
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
 * Runs one provider call as ONE transaction: it claims the call's transaction id first (a copy waits for the first
 * one's commit and gets its answer, or DUPLICATE_MISMATCH for another body), then `act` decides under row locks and
 * posts with the same transaction, so the record, the round and the money commit together or not at all.
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

const isInsufficient = (e: unknown) => e instanceof AppError && e.key === 'insufficient_funds';

export async function balance(db: Db, provider: string, ticket: string): Promise<WalletAnswer> {
  const s = await memberOfTicket(db, ticket, provider);
  if (!s) return { status: 'SESSION_EXPIRED' };
  return { status: 'OK', balance: await repo.balanceOf(db, s.memberId, s.asset), playerId: String(s.memberId) };
}

export function bet(
  db: Db,
  provider: string,
  b: { ticket: string; txId: string; roundId: string; amount: string },
): Promise<WalletAnswer> {
  const reqHash = hashRequest(['bet', b]);
  return once(db, provider, { txId: b.txId, kind: 'bet', reqHash }, async (tx) => {
    await repo.lockBet(tx, provider, b.txId);
    const s = await memberOfTicket(tx, b.ticket, provider);
    if (!s) throw new Refusal({ status: 'SESSION_EXPIRED', txId: b.txId });
    const playerId = String(s.memberId);
    const amount = toMinor(b.amount);
    const record = { memberId: s.memberId, roundId: b.roundId, amount };
    // A rollback that arrived before its bet leaves a tombstone: the late bet is refused.
    if (await repo.hasTombstone(tx, provider, b.txId))
      return repo.finish(tx, provider, b.txId, {
        ...record,
        state: 'refused',
        response: {
          status: 'BET_ROLLED_BACK',
          txId: b.txId,
          balance: await repo.balanceOf(tx, s.memberId, s.asset),
          playerId,
        },
      });
    const round: RoundKey = { provider, roundId: b.roundId, memberId: s.memberId };
    if ((await repo.openRound(tx, round, s.nodeId, s.asset)) !== 'open')
      throw new Refusal({ status: 'ROUND_SETTLED', txId: b.txId });
    try {
      // The round first: the posting locks the player's balance, and that lock is held to the commit, so the
      // posting comes last but for the answer (a refusal rolls the whole call back).
      await repo.addBet(tx, round, amount);
      const r = await postTransfer(tx, {
        from: memberMain(s.memberId),
        to: house(`vendor:${s.vassalage}`),
        amount,
        asset: s.asset,
        kind: 'bet',
        memberId: s.memberId,
        memo: `${provider} round ${b.roundId}`,
        idempotencyKey: `prov:${provider}:${b.txId}`,
      });
      return repo.finish(tx, provider, b.txId, {
        ...record,
        state: 'done',
        response: { status: 'OK', txId: b.txId, balance: formatMinor(r.fromBalance), playerId },
      });
    } catch (e) {
      if (!isInsufficient(e)) throw e;
      const left = await repo.balanceOf(tx, s.memberId, s.asset);
      throw new Refusal({ status: 'INSUFFICIENT_FUNDS', txId: b.txId, balance: left, playerId });
    }
  });
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
  return once(db, provider, { txId: b.txId, kind: 'win', reqHash }, async (tx) => {
    const memberId = Number(b.playerId);
    const key: RoundKey = { provider, roundId: b.roundId, memberId };
    // The round's lock orders this win with a rollback of its bet: exactly one of them pays.
    const round = await repo.lockRound(tx, key);
    if (!round) throw new Refusal({ status: 'NOT_FOUND', txId: b.txId });
    if (round.status === 'rolled_back')
      throw new Refusal({
        status: 'BET_ROLLED_BACK',
        txId: b.txId,
        balance: await repo.balanceOf(tx, memberId, round.asset),
      });
    const amount = /^0+(\.0+)?$/.test(b.amount) ? 0n : toMinor(b.amount);
    // The round first, the posting (which locks the player's balance until the commit) last but for the answer.
    await repo.addWin(tx, key, amount, b.final !== false, b.detail);
    let balanceAfter: string;
    if (amount > 0n) {
      const vendor = await repo.vendorOf(tx, round.nodeId, provider);
      const r = await postTransfer(tx, {
        from: house(`vendor:${vendor}`),
        to: memberMain(memberId),
        amount,
        asset: round.asset,
        kind: 'win',
        memberId,
        memo: `${provider} round ${b.roundId}`,
        idempotencyKey: `prov:${provider}:${b.txId}`,
      });
      balanceAfter = formatMinor(r.toBalance);
    } else balanceAfter = await repo.balanceOf(tx, memberId, round.asset);
    return repo.finish(tx, provider, b.txId, {
      memberId,
      roundId: b.roundId,
      amount,
      state: 'done',
      response: { status: 'OK', txId: b.txId, balance: balanceAfter },
    });
  });
}

/**
 * Rollback of a bet: refunds it once, whatever the rollback ids (later ones answer OK and change nothing); refused
 * once its round has paid a win or settled; an unknown bet answers NOT_FOUND and leaves a tombstone, so that the bet,
 * if it comes late, is refused. It decides under the bet's lock (shared with the bet itself) and the round's lock.
 */
export function rollback(db: Db, provider: string, b: { txId: string; refTxId: string }): Promise<WalletAnswer> {
  const reqHash = hashRequest(['rollback', b]);
  return once(db, provider, { txId: b.txId, kind: 'rollback', reqHash }, async (tx) => {
    await repo.lockBet(tx, provider, b.refTxId);
    const ref = await repo.betOf(tx, provider, b.refTxId);
    if (!ref || ref.state === 'refused')
      return repo.finish(tx, provider, b.txId, {
        refTxId: b.refTxId,
        state: 'not_found',
        response: { status: 'NOT_FOUND', txId: b.txId },
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
