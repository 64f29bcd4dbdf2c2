import type { TRaffleClaimBody, TRaffleDraw, TRaffleEvent, TRaffleStatus } from '@portal/contracts/raffle';
import { redEnvelopeAmount, wheelSlice } from '@portal/contracts/raffle-fair';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import type { Sealer } from '../../platform/seal.ts';
import { validBetsBetween } from '../rebate/index.ts';
import { depositsBetween, lifetimeDeposits, rankFor, vipLevelsOf } from '../vip/index.ts';
import { memberMain, pool, postTransfer } from '../wallet/index.ts';
import { type ClaimRow, type EventRow, raffleRepo } from './repo.ts';
import { chancesBp, largestPrize, ticketsEarned } from './rules.ts';
import { activeSeed, publicSeed, withSeed } from './seeds.ts';

/** The member's side of the raffles: what is running with their state, and the draw that pays from the pool. */

export interface RaffleCaller {
  merchant: Merchant;
  memberId: number;
  lang: string;
}

const HISTORY = 20;

export const titleOf = (e: EventRow, lang: string, defaultLang: string) =>
  e.texts[lang]?.title ?? e.texts[defaultLang]?.title ?? Object.values(e.texts)[0]?.title ?? '';

export const drawView = (c: ClaimRow): TRaffleDraw => ({
  id: c.id,
  eventId: c.eventId,
  kind: c.kind,
  amount: formatMinor(c.amount),
  prizeIndex: c.prizeIndex,
  serverHash: c.serverHash,
  clientSeed: c.clientSeed,
  nonce: c.nonce,
  serverSeed: c.serverSeed,
  min: c.terms.min ? formatMinor(BigInt(c.terms.min)) : null,
  max: c.terms.max ? formatMinor(BigInt(c.terms.max)) : null,
  weights: c.terms.weights ?? [],
  createdAt: c.createdAt,
});

async function eligible(db: Db, merchant: Merchant, memberId: number, e: EventRow): Promise<boolean> {
  if (e.audience.kind === 'everyone') return true;
  const rank = rankFor(vipLevelsOf(merchant), await lifetimeDeposits(db, memberId));
  return (rank?.rankLevel ?? 0) >= e.audience.minLevel;
}

/** Wheel tickets: earned by deposits and valid bets from the start to now (or the end), less the spins made. */
async function tickets(db: Db, e: EventRow, memberId: number, now: Date) {
  if (e.rules.kind !== 'wheel') return null;
  const until = now < e.endsAt ? now : e.endsAt;
  const earned = ticketsEarned(
    await depositsBetween(db, memberId, e.startsAt, until),
    await validBetsBetween(db, memberId, e.startsAt, until),
    BigInt(e.rules.depositPerTicket),
    BigInt(e.rules.betPerTicket),
  );
  const used = await raffleRepo.spinsOf(db, e.id, memberId);
  return { earned, used, available: Math.max(0, earned - used) };
}

export async function raffleStatus(db: Db, seeds: Sealer, c: RaffleCaller, now = new Date()): Promise<TRaffleStatus> {
  const seed = await activeSeed(db, seeds, c.memberId);
  const events = await raffleRepo.running(db, c.merchant.id, now);
  const opened = await raffleRepo.envelopesOf(
    db,
    c.memberId,
    events.filter((e) => e.kind === 'red_envelope').map((e) => e.id),
  );
  const list: TRaffleEvent[] = [];
  for (const e of events) {
    const r = e.rules;
    const claimed = opened.get(e.id);
    list.push({
      id: e.id,
      kind: e.kind,
      title: titleOf(e, c.lang, c.merchant.config.defaultLang),
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      min: r.kind === 'red_envelope' ? formatMinor(BigInt(r.min)) : null,
      max: r.kind === 'red_envelope' ? formatMinor(BigInt(r.max)) : null,
      prizes:
        r.kind === 'wheel'
          ? (() => {
              const chances = chancesBp(r.prizes.map((p) => p.weight));
              return r.prizes.map((p, i) => ({ amount: formatMinor(BigInt(p.amount)), chanceBp: chances[i] ?? 0 }));
            })()
          : [],
      claimed: claimed ? drawView(claimed) : null,
      tickets: await tickets(db, e, c.memberId, now),
      depositPerTicket: r.kind === 'wheel' ? formatMinor(BigInt(r.depositPerTicket)) : null,
      betPerTicket: r.kind === 'wheel' ? formatMinor(BigInt(r.betPerTicket)) : null,
      eligible: await eligible(db, c.merchant, c.memberId, e),
    });
  }
  const history = (await raffleRepo.history(db, c.memberId, HISTORY)).map(drawView);
  return { seed: publicSeed(seed), list, history };
}

/** The outcome of one draw under the event's rules now: the amount, the slice and the terms to recompute it. */
async function decide(e: EventRow, serverSeed: string, clientSeed: string, nonce: number) {
  const r = e.rules;
  if (r.kind === 'red_envelope') {
    const amount = await redEnvelopeAmount(serverSeed, clientSeed, nonce, BigInt(r.min), BigInt(r.max));
    return { amount, prizeIndex: null, terms: { min: r.min, max: r.max } };
  }
  const weights = r.prizes.map((p) => p.weight);
  const prizeIndex = await wheelSlice(serverSeed, clientSeed, nonce, weights);
  return { amount: BigInt(r.prizes[prizeIndex]?.amount ?? '0'), prizeIndex, terms: { weights } };
}

/**
 * Opens an envelope or spins the wheel, once per request id. Under the member's locked seed pair: a retry answers
 * the first draw; the event must run and admit the member; an envelope opens once (a UNIQUE index backs the check),
 * a spin needs a ticket. The pool must hold the event's largest prize before anything is drawn (its account locked
 * until the payout): a refusal that depended on the outcome would tell the member what the nonce, which it leaves
 * unused, holds. The draw row, the nonce's step and the pool's payout commit together; a refusal leaves everything
 * as it was.
 */
export async function claimRaffle(db: Db, seeds: Sealer, c: RaffleCaller, body: TRaffleClaimBody, now = new Date()) {
  // Another brand's event, or none, is refused before the member's seed pair is made: a refusal writes nothing.
  const known = await raffleRepo.event(db, body.eventId);
  if (!known || known.merchantId !== c.merchant.id) throw new AppError('raffle_not_found');
  return withSeed(db, seeds, c.memberId, async (tx, seed): Promise<TRaffleDraw> => {
    const earlier = await raffleRepo.byRequest(tx, c.memberId, body.requestId);
    if (earlier) {
      if (earlier.eventId !== body.eventId) throw new AppError('raffle_request_reused');
      return drawView(earlier);
    }
    const e = await raffleRepo.event(tx, body.eventId);
    if (!e || e.merchantId !== c.merchant.id) throw new AppError('raffle_not_found');
    if (!e.enabled || e.awaitingApproval || now < e.startsAt || now >= e.endsAt)
      throw new AppError('raffle_not_running');
    if (!(await eligible(tx, c.merchant, c.memberId, e))) throw new AppError('raffle_not_eligible');
    if (e.kind === 'red_envelope' && (await raffleRepo.envelopeOf(tx, e.id, c.memberId)))
      throw new AppError('raffle_already_claimed');
    if (e.kind === 'wheel' && ((await tickets(tx, e, c.memberId, now))?.available ?? 0) < 1)
      throw new AppError('raffle_no_tickets');
    if ((await raffleRepo.lockPool(tx, e.id)) < largestPrize(e.rules)) throw new AppError('raffle_pool_empty');
    const clientSeed = body.clientSeed ?? seed.clientSeed;
    const outcome = await decide(e, seed.serverSeed, clientSeed, seed.nonce);
    const id = await raffleRepo.insertClaim(tx, {
      eventId: e.id,
      memberId: c.memberId,
      kind: e.kind,
      requestId: body.requestId,
      ...outcome,
      seedId: seed.id,
      clientSeed,
      nonce: seed.nonce,
    });
    await raffleRepo.bumpNonce(tx, seed.id);
    if (outcome.amount > 0n) {
      const paid = await postTransfer(tx, {
        from: pool(raffleRepo.poolCode(e.id), e.merchantId),
        to: memberMain(c.memberId),
        amount: outcome.amount,
        kind: 'raffle',
        memberId: c.memberId,
        memo: `${e.kind === 'wheel' ? 'Wheel' : 'Red envelope'} #${e.id}`,
        idempotencyKey: `raffle:${c.memberId}:${body.requestId}`,
      }).catch((err: unknown) => {
        if (err instanceof AppError && err.key === 'insufficient_funds') throw new AppError('raffle_pool_empty');
        throw err;
      });
      await raffleRepo.setTransfer(tx, id, paid.transferId);
    }
    return drawView(await raffleRepo.claim(tx, id));
  });
}
