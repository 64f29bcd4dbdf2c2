import type { Db } from '../../db/client.ts';
import { formatMinor } from '../../platform/money.ts';
import { crashPayout } from './crash.ts';
import { type CrashBet, claimOwed, closeLeftBets, crashRepo, voidStalePending } from './crash-repo.ts';
import { answered, type InhouseWallet, type WalletAnswer } from './wallet.ts';

/**
 * How a crash bet is closed in the wallet, whatever dies on the way. Each bet is its own wallet round (its id): the
 * bet goes with `<bet>:bet`, the win it owes (0 when lost, which closes the round) with `<bet>:win` once recorded, a
 * bet whose answer never came is rolled back with `<bet>:void`. The settlement job sends again what is owed and not
 * answered, and closes bets a stopped leader left open in crashed rounds.
 */

const STALE_PENDING_MS = 5 * 60_000;
const RESEND_AFTER_MS = 30_000;
const CLAIM_MS = 2 * 60_000;
const BATCH = 100;

/** Whether a cashed bet was paid at its maxWin rather than its cash-out's win. */
export const crashCapped = (b: CrashBet) =>
  b.status === 'cashed' && b.cashout !== null && b.payout !== null && b.payout < crashPayout(b.bet, b.cashout);

/** A bet's win, alike every time it is sent; the round's hash is not in it (it may go before the crash). */
export async function sendCrashWin(db: Db, wallet: InhouseWallet, b: CrashBet): Promise<WalletAnswer | null> {
  const a = await wallet('win', {
    txId: `${b.id}:win`,
    roundId: b.id,
    playerId: String(b.memberId),
    amount: formatMinor(b.payout ?? 0n),
    final: true,
    detail: {
      game: 'crash',
      round: b.roundId,
      cashout: b.cashout,
      autoCashout: b.autoCashout,
      ...(crashCapped(b) ? { capped: true } : {}),
    },
  });
  if (!answered(a)) return null;
  await crashRepo.settle(db, b.id, a.status);
  return a;
}

export async function sendCrashRollback(db: Db, wallet: InhouseWallet, id: string): Promise<WalletAnswer | null> {
  const a = await wallet('rollback', { txId: `${id}:void`, refTxId: `${id}:bet` });
  if (!answered(a)) return null;
  await crashRepo.settle(db, id, a.status);
  return a;
}

/** A pending bet given up (its call failed): void, and its bet rolled back if owed. */
export async function abandonCrashBet(db: Db, wallet: InhouseWallet, id: string) {
  if (!(await crashRepo.abandon(db, id))) return null;
  return sendCrashRollback(db, wallet, id);
}

/** Sends closed bets' wins, a few at a time; one not answered is left to the job. */
export async function payCrashBets(db: Db, wallet: InhouseWallet, bets: CrashBet[], report: (err: unknown) => void) {
  const queue = [...bets];
  const worker = async () => {
    for (let b = queue.shift(); b; b = queue.shift()) await sendCrashWin(db, wallet, b).catch(report);
  };
  await Promise.all(Array.from({ length: Math.min(16, queue.length) }, worker));
}

/**
 * One run of the job at `now`: bets pending for 5 minutes are made void and rolled back, placed bets left in crashed
 * rounds are closed, and every win or rollback decided 30 s ago and not answered is sent again. Each bet is taken by
 * one run (its status, or a claim made with SKIP LOCKED).
 */
export async function settleCrash(db: Db, wallet: InhouseWallet, now: Date) {
  const until = new Date(now.getTime() + CLAIM_MS);
  const stale = await voidStalePending(db, new Date(now.getTime() - STALE_PENDING_MS), until, BATCH);
  const left = await closeLeftBets(db, BATCH);
  const owed = await claimOwed(db, new Date(now.getTime() - RESEND_AFTER_MS), now, until, BATCH);
  const calls = [
    ...stale.map((id) => ({ id, win: null as CrashBet | null })),
    ...[...left, ...owed].map((b) => ({ id: b.id, win: b.status === 'void' ? null : b })),
  ];
  const out = { sent: 0, refused: 0, unanswered: 0 };
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i] as { id: string; win: CrashBet | null };
    try {
      const a = c.win ? await sendCrashWin(db, wallet, c.win) : await sendCrashRollback(db, wallet, c.id);
      if (a) {
        out.sent++;
        if (a.status !== 'OK' && !(c.win === null && a.status === 'NOT_FOUND')) out.refused++;
      } else {
        out.unanswered++;
        await crashRepo.release(db, c.id);
      }
    } catch {
      // The wallet is out of reach: this call and the ones after it wait for the next run.
      for (const rest of calls.slice(i)) await crashRepo.release(db, rest.id);
      out.unanswered += calls.length - i;
      break;
    }
  }
  return out;
}
