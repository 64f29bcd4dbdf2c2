import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { cashOut, type MinesRound, minesProof } from './mines.ts';
import { minesRepo } from './mines-repo.ts';
import { roundsRepo } from './rounds-repo.ts';
import { steppedRepo } from './stepped-repo.ts';
import { cashOut as cashOutStepped, steppedWin } from './stepped-rounds.ts';
import { settleStakes } from './stepped-stakes.ts';
import { answered, type InhouseWallet, type WalletAnswer } from './wallet.ts';

/**
 * How an in-house round is closed in the wallet, whatever dies on the way. A round's outcome and the win it owes are
 * recorded with the round (slot and dice: in the commit that takes the nonce, after the bet was taken; Mines: with
 * the status that ends it) before the win is sent, and the round is settled only once the wallet answered. A win is
 * sent with the transaction id `<round>:win` every time, so the wallet pays it once however often it is sent; a bet
 * whose answer never came (or whose round could not go on) is rolled back with `<round>:void`, which gives it back
 * once, or leaves a tombstone that refuses it if it arrives late. The settlement job sends again whatever was decided
 * and not answered, until the wallet answers.
 */

/** Which table a round lives in: slot, dice and instant rounds, Mines rounds, or the stepped originals' rounds. */
export type RoundTable = 'rounds' | 'mines' | 'stepped';
const repoOf = (table: RoundTable) => (table === 'mines' ? minesRepo : table === 'stepped' ? steppedRepo : roundsRepo);

/** A pending round this old lost its bet's answer (the call and its retries are long over): it is rolled back. */
export const STALE_PENDING_MS = 5 * 60_000;
/** A decided call is sent by the round's own request first: the job resends it once this old. */
export const RESEND_AFTER_MS = 30_000;
/** How long a job run holds the rounds it took (a run that dies lets them go after this). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 50;

/** A round's win, as sent every time (same transaction id, amount, player and detail). */
export async function sendWin(
  db: Db,
  wallet: InhouseWallet,
  table: RoundTable,
  r: { roundId: string; memberId: number; payout: bigint; detail: unknown },
): Promise<WalletAnswer | null> {
  const a = await wallet('win', {
    txId: `${r.roundId}:win`,
    roundId: r.roundId,
    playerId: String(r.memberId),
    amount: formatMinor(r.payout),
    final: true,
    detail: r.detail,
  });
  if (!answered(a)) return null;
  await repoOf(table).settle(db, r.roundId, a.status);
  return a;
}

/** The rollback of a void round's bet (given back once, whatever the copies; refused later if it never arrived). */
export async function sendRollback(
  db: Db,
  wallet: InhouseWallet,
  table: RoundTable,
  roundId: string,
): Promise<WalletAnswer | null> {
  const a = await wallet('rollback', { txId: `${roundId}:void`, refTxId: `${roundId}:bet` });
  if (!answered(a)) return null;
  await repoOf(table).settle(db, roundId, a.status);
  return a;
}

/** A pending round given up (its bet failed or its round could not go on): void, and its bet rolled back if owed. */
export async function abandonRound(db: Db, wallet: InhouseWallet, table: RoundTable, roundId: string) {
  if (!(await repoOf(table).abandon(db, roundId))) return null;
  return sendRollback(db, wallet, table, roundId);
}

/** The win a Mines round that ended owes, with its proof. */
export const minesWin = async (db: Db, round: MinesRound & { payout: bigint }) => ({
  roundId: round.roundId,
  memberId: round.memberId,
  payout: round.payout,
  detail: await minesProof(db, round),
});

type Call =
  | { table: RoundTable; kind: 'rollback'; roundId: string }
  | { table: RoundTable; kind: 'win'; roundId: string; memberId: number; payout: bigint; detail: unknown };

/**
 * One run of the settlement job at `now`: extra stakes of stepped rounds left pending are made void and rolled back,
 * as every void stake's unanswered rollback is sent again (stepped-stakes.ts); rounds whose bet's answer never came
 * are made void and their bets rolled back; Mines rounds open past their brand's time-out are cashed out as they
 * stand (the stake back when nothing was revealed); and every win or rollback decided and not answered is sent again with its transaction id. Each round is
 * taken by one run at a time (its status, or a claim made with SKIP LOCKED); a call the wallet did not answer is left
 * for the next run, and the first one that cannot reach the wallet ends the run (the others would wait for it too).
 */
export async function settleRounds(db: Db, wallet: InhouseWallet, now: Date) {
  const until = new Date(now.getTime() + CLAIM_MS);
  const stale = new Date(now.getTime() - STALE_PENDING_MS);
  const closedBefore = new Date(now.getTime() - RESEND_AFTER_MS);
  // Extra stakes first (a stepped round waits for them before its time-out): stale ones voided, rollbacks resent.
  const stakes = await settleStakes(db, wallet, { now, stale, closedBefore, until, batch: BATCH });
  const calls: Call[] = [];
  for (const table of ['rounds', 'mines', 'stepped'] as const)
    for (const roundId of await repoOf(table).claimStalePending(db, stale, until, BATCH))
      calls.push({ table, kind: 'rollback', roundId });
  for (const roundId of await minesRepo.expiredOpenIds(db, now, null, BATCH)) {
    const cashed = await cashOut(db, null, roundId, until);
    if (cashed && !cashed.again) calls.push({ table: 'mines', kind: 'win', ...(await minesWin(db, cashed.round)) });
  }
  for (const roundId of await steppedRepo.expiredOpenIds(db, now, null, BATCH)) {
    const cashed = await cashOutStepped(db, null, roundId, until);
    if (cashed && 'round' in cashed && !cashed.again)
      calls.push({ table: 'stepped', kind: 'win', ...(await steppedWin(db, cashed.round)) });
  }
  for (const r of await roundsRepo.claimOwed(db, closedBefore, now, until, BATCH))
    calls.push(
      r.status === 'void' || r.payout === null
        ? { table: 'rounds', kind: 'rollback', roundId: r.roundId }
        : {
            table: 'rounds',
            kind: 'win',
            roundId: r.roundId,
            memberId: r.memberId,
            payout: r.payout,
            detail: r.detail,
          },
    );
  for (const r of await minesRepo.claimOwed(db, closedBefore, now, until, BATCH))
    calls.push(
      r.status === 'void' || r.payout === null
        ? { table: 'mines', kind: 'rollback', roundId: r.roundId }
        : { table: 'mines', kind: 'win', ...(await minesWin(db, { ...r, payout: r.payout })) },
    );
  for (const r of await steppedRepo.claimOwed(db, closedBefore, now, until, BATCH))
    calls.push(
      r.status === 'void' || r.payout === null
        ? { table: 'stepped', kind: 'rollback', roundId: r.roundId }
        : { table: 'stepped', kind: 'win', ...(await steppedWin(db, { ...r, payout: r.payout })) },
    );

  // sent: answered; refused: of those, the ones the wallet refused (kept in the round's `answer`).
  const out = { ...stakes };
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i] as Call;
    try {
      const a =
        c.kind === 'win' ? await sendWin(db, wallet, c.table, c) : await sendRollback(db, wallet, c.table, c.roundId);
      if (a) {
        out.sent++;
        // A rollback of a bet that never arrived answers NOT_FOUND (and refuses the bet if it comes): as intended.
        if (a.status !== 'OK' && !(c.kind === 'rollback' && a.status === 'NOT_FOUND')) out.refused++;
      } else {
        out.unanswered++;
        await repoOf(c.table).release(db, c.roundId);
      }
    } catch {
      // The wallet is out of reach: this call and the ones after it wait for the next run.
      for (const left of calls.slice(i)) await repoOf(left.table).release(db, left.roundId);
      out.unanswered += calls.length - i;
      break;
    }
  }
  return out;
}
