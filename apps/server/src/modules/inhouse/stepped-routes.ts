import { randomBytes } from 'node:crypto';
import { RoundRandom } from '@portal/contracts/fair';
import { ZInhouseBet, ZInhouseTicket } from '@portal/contracts/inhouse';
import { z } from 'zod';
import type { App } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { seedSealer } from '../../platform/seal.ts';
import { limitsOf, outsideLimits } from './limits.ts';
import { STEPPED_GAMES } from './originals.ts';
import { takeRound } from './seeds.ts';
import { abandonRound, sendWin } from './settlement.ts';
import { type Fraction, payoutOf, type StepGame, shownMultiplier } from './stepped.ts';
import { steppedRepo } from './stepped-repo.ts';
import {
  cashOut,
  cashOutPayout,
  multiplierOf,
  type SteppedRound,
  steppedCapped,
  steppedWin,
  takeStep,
} from './stepped-rounds.ts';
import { abandonStake, reserveStake, sendStakeBet } from './stepped-stakes.ts';
import type { InhouseWallet, WalletAnswer } from './wallet.ts';

/** A round given up while its bet was being placed (stale, voided meanwhile): its nonce is not taken. */
class RoundOver extends Error {}

const ZRoundId = z.string().max(60);

/** The multiplier as shown and what cashing out would pay now. */
const standing = (bet: bigint, m: Fraction) => ({
  multiplier: shownMultiplier(m),
  cashout: formatMinor(payoutOf(bet, m)),
});

/**
 * Ends what would block a rotation for no reason (the rotate route calls it): the member's stepped starts that never
 * finished (void, their bets rolled back) and rounds open past the brand's time-out (cashed out as they stand). A
 * call the wallet does not answer now is sent again by the settlement job.
 */
export async function endStaleStepped(app: App, wallet: InhouseWallet, memberId: number) {
  const { db } = app.deps;
  const unanswered = (err: unknown) => {
    app.log.warn({ err }, 'in-house call not answered: the settlement job sends it again');
    return null;
  };
  for (const roundId of await steppedRepo.stalePendingIds(db, memberId))
    await abandonRound(db, wallet, 'stepped', roundId).catch(unanswered);
  for (const roundId of await steppedRepo.expiredOpenIds(db, new Date(), memberId, 100)) {
    const cashed = await cashOut(db, null, roundId);
    if (cashed && 'round' in cashed && !cashed.again)
      await sendWin(db, wallet, 'stepped', await steppedWin(db, cashed.round)).catch(unanswered);
  }
}

/**
 * The stepped originals' API, one set of routes per game (POST /provider/inhouse/api/<kind>/start, step, cashout,
 * round), with Mines' round life: recorded pending before the bet, the nonce taken and the deal made in the commit
 * that opens it, every step under the round's lock, the win owed recorded with the status that ends the round before
 * it is sent (`<round>:win`), and resent by the settlement job until the wallet answers. A game may end a round as
 * dealt (a blackjack: settled in the commit that opens it) and give moves an extra stake of their own, placed as its
 * own bet before the move is taken (stepped-stakes.ts).
 */
export default async function steppedRoutes(app: App, wallet: InhouseWallet) {
  const { db } = app.deps;
  const seeds = seedSealer(app.deps.config);
  const player = async (ticket: string) => {
    const a = await wallet('balance', { ticket });
    if (a.status !== 'OK' || !a.playerId) throw Object.assign(new Error('ticket'), { statusCode: 401 });
    return { memberId: Number(a.playerId), balance: a.balance ?? null };
  };
  const giveBack = async (roundId: string) => {
    await abandonRound(db, wallet, 'stepped', roundId).catch((err: unknown) =>
      app.log.warn({ err, roundId }, 'in-house rollback not answered: the settlement job sends it again'),
    );
  };
  /** A stake whose move was not taken: void, its bet rolled back now or by the settlement job. */
  const dropStake = async (roundId: string, seq: number) => {
    await abandonStake(db, wallet, roundId, seq).catch((err: unknown) =>
      app.log.warn({ err, roundId, seq }, 'in-house stake rollback not answered: the settlement job sends it again'),
    );
  };
  /** Sends an ended round's win now; null when the wallet did not answer (the settlement job sends it again). */
  const payNow = async (round: SteppedRound & { payout: bigint }): Promise<WalletAnswer | null> =>
    sendWin(db, wallet, 'stepped', await steppedWin(db, round)).catch((err: unknown) => {
      app.log.warn({ err, roundId: round.roundId }, 'in-house win not answered: the settlement job sends it again');
      return null;
    });
  const balanceOf = (w: WalletAnswer | null) => (w?.balance === undefined ? {} : { balance: w.balance });

  for (const g of STEPPED_GAMES as StepGame[]) {
    const path = `/provider/inhouse/api/${g.kind}`;
    const startBody = ZInhouseBet.extend(g.params);
    const stepBody = ZInhouseTicket.extend({ roundId: ZRoundId, move: g.move });
    const cashBody = ZInhouseTicket.extend({ roundId: ZRoundId });

    app.post(`${path}/start`, { schema: { hide: true, body: startBody } }, async (req) => {
      const { ticket, bet: stake, ...params } = req.body as { ticket: string; bet: string };
      const bet = toMinor(stake);
      // The brand's table limits first (as every original), then the game's own minimum for the choice.
      const outside = outsideLimits(await limitsOf(req), bet);
      if (outside) return outside;
      const min = g.minStake(params);
      if (bet < min) return { error: 'BET_TOO_SMALL', minStake: formatMinor(min) };
      const s = await player(ticket);
      const roundId = `IH${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
      // Pending first, with nothing dealt, so a crash around the bet leaves a round the job can void and refund.
      await steppedRepo.insertPending(db, { roundId, memberId: s.memberId, game: g.kind, params, bet });
      let b: WalletAnswer;
      try {
        b = await wallet('bet', { ticket, txId: `${roundId}:bet`, roundId, amount: formatMinor(bet) });
      } catch (e) {
        await giveBack(roundId);
        throw e;
      }
      if (b.status !== 'OK') {
        await steppedRepo.refusePending(db, roundId);
        return { error: b.status, balance: b.balance };
      }
      // The bet is placed: the nonce is taken and the deal made in the commit that opens the round, so no rotation
      // can reveal its seed while it is played. A round voided meanwhile (stale) takes no nonce.
      let opened: { nonce: number; held: { deal: unknown; end: SteppedRound | null } };
      const maxWin = BigInt((await limitsOf(req)).maxWin);
      try {
        opened = await takeRound(db, seeds, s.memberId, async (tx, seed, n) => {
          const deal = await g.deal(new RoundRandom(seed.serverSeed, seed.clientSeed, n), params);
          const open = { roundId, seedId: seed.id, clientSeed: seed.clientSeed, nonce: n, deal };
          if (!(await steppedRepo.openPending(tx, open))) throw new RoundOver();
          if (!g.ended?.(deal, [], params)) return { deal, end: null };
          // Over as dealt (a blackjack, the dealer's peek): the win owed is recorded in the commit that opens it.
          const round: SteppedRound = {
            ...open,
            memberId: s.memberId,
            game: g.kind,
            params,
            status: 'open',
            moves: [],
            bet,
            payout: null,
            settled: false,
          };
          const owed = cashOutPayout(round);
          const end = { status: owed === 0n ? ('lost' as const) : ('cashed' as const), payout: owed };
          const payout = await steppedRepo.saveMoves(tx, roundId, [], end, maxWin);
          return { deal, end: { ...round, ...end, payout } };
        });
      } catch (e) {
        await giveBack(roundId);
        if (e instanceof RoundOver) return { error: 'ROUND_OVER' };
        throw e;
      }
      const { deal, end } = opened.held;
      if (end) {
        const w = await payNow({ ...end, payout: end.payout ?? 0n });
        return {
          roundId,
          nonce: opened.nonce,
          balance: w?.balance ?? b.balance,
          ended: true,
          lost: end.status === 'lost',
          deal,
          moves: [],
          payout: formatMinor(end.payout ?? 0n),
          ...(steppedCapped(end) ? { capped: true } : {}),
          ...g.shown(deal, [], params),
        };
      }
      return {
        roundId,
        nonce: opened.nonce,
        balance: b.balance,
        ...standing(bet, { num: 1n, den: 1n }),
        ...g.shown(deal, [], params),
      };
    });

    app.post(`${path}/step`, { schema: { hide: true, body: stepBody } }, async (req) => {
      const { ticket, roundId, move } = req.body as { ticket: string; roundId: string; move: unknown };
      const s = await player(ticket);
      const limits = await limitsOf(req);
      const maxWin = BigInt(limits.maxWin);
      // A move with an extra stake (a double, a split, insurance) places it first, as its own bet (stepped-stakes.ts).
      let staked: { seq: number; answer: WalletAnswer } | null = null;
      if (g.stake) {
        const held = await reserveStake(db, s.memberId, g.kind, roundId, move, BigInt(limits.maxBet));
        if ('over' in held) return { error: 'ROUND_OVER' };
        if ('refused' in held) return { error: held.refused === 'busy' ? 'ROUND_BUSY' : 'MOVE_INVALID' };
        if ('tooLarge' in held) return { error: 'BET_TOO_LARGE', maxStake: formatMinor(held.tooLarge) };
        if ('seq' in held) {
          let answer: WalletAnswer;
          try {
            answer = await sendStakeBet(db, wallet, ticket, roundId, held.seq, held.amount);
          } catch (e) {
            await dropStake(roundId, held.seq);
            throw e;
          }
          // Refused (not enough balance): nothing was taken and the round plays on as it was.
          if (answer.status !== 'OK') return { error: answer.status, ...balanceOf(answer) };
          staked = { seq: held.seq, answer };
        }
      }
      const r = await takeStep(db, s.memberId, g.kind, roundId, move, maxWin, staked?.seq ?? null);
      if (staked && (r.over || r.refused)) await dropStake(roundId, staked.seq);
      if (r.over) return { error: 'ROUND_OVER' };
      if (r.refused) return { error: r.refused === 'busy' ? 'ROUND_BUSY' : 'MOVE_INVALID' };
      const { round } = r;
      if (r.ended) {
        // Lost (owing 0) or at the top (cashed out): the win owed settles the round in the wallet.
        const w = await payNow({ ...round, payout: round.payout ?? 0n });
        return {
          lost: r.lost,
          ended: true,
          moves: round.moves,
          deal: round.deal,
          payout: formatMinor(round.payout ?? 0n),
          ...standing(round.bet, multiplierOf(round)),
          ...(steppedCapped(round) ? { capped: true } : {}),
          ...(g.ended ? g.shown(round.deal, round.moves, round.params) : {}),
          ...balanceOf(w ?? staked?.answer ?? null),
        };
      }
      return {
        lost: false,
        ended: false,
        moves: round.moves,
        ...standing(round.bet, multiplierOf(round)),
        ...g.shown(round.deal, round.moves, round.params),
        ...balanceOf(staked?.answer ?? null),
      };
    });

    app.post(`${path}/cashout`, { schema: { hide: true, body: cashBody } }, async (req) => {
      const { ticket, roundId } = req.body as { ticket: string; roundId: string };
      const s = await player(ticket);
      const cashed = await cashOut(db, s.memberId, roundId, null, BigInt((await limitsOf(req)).maxWin));
      if (!cashed) return { error: 'ROUND_OVER' };
      if ('early' in cashed) return { error: 'NOTHING_WON' };
      const { round } = cashed;
      const answer = {
        payout: formatMinor(round.payout),
        deal: round.deal,
        moves: round.moves,
        ...(steppedCapped(round) ? { capped: true } : {}),
      };
      // Sent again (its answer lost): the same payout, with the balance as it is once the wallet answered the win.
      if (cashed.again && round.settled) return s.balance === null ? answer : { ...answer, balance: s.balance };
      return { ...answer, ...balanceOf(await payNow(round)) };
    });

    // The round being played, to resume on the next page load: its steps and multiplier, never its deal.
    app.post(`${path}/round`, { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
      const s = await player(req.body.ticket);
      const r = await steppedRepo.openRoundOf(db, s.memberId, g.kind);
      if (!r) return { round: null };
      return {
        round: {
          roundId: r.roundId,
          nonce: r.nonce,
          clientSeed: r.clientSeed,
          params: r.params,
          bet: formatMinor(r.bet),
          moves: r.moves,
          ...standing(r.bet, multiplierOf(r)),
          ...g.shown(r.deal, r.moves, r.params),
        },
      };
    });
  }
}
