import type { TPage } from '@portal/contracts/console';
import type { TConsoleRaffleClaim, TConsoleRaffleEvent, ZRaffleEventInput } from '@portal/contracts/raffle';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { approvalKind, approvalRepo, gate } from '../approvals/index.ts';
import { brandByCode, brandById } from '../brand/index.ts';
import { house, pool, postTransfer, thresholdOf } from '../wallet/index.ts';
import { type EventRow, raffleRepo } from './repo.ts';
import { largestPrize, showRules, storeRules } from './rules.ts';

/** The operator's side: a brand's events, their pools (funded from the house) and draws. Every change is audited. */

/** A brand's house account its pools are funded from: the operator's promotion budget. */
export const raffleHouse = (merchantId: number) => house('raffle', merchantId);

type EventInput = z.output<typeof ZRaffleEventInput>;

const brand = (db: Db, code: string): Promise<Merchant> => brandByCode(db, code);

async function eventOf(db: Db, id: number): Promise<EventRow> {
  const e = await raffleRepo.event(db, id);
  if (!e) throw new AppError('raffle_not_found');
  return e;
}

export async function consoleEvent(db: Db, e: EventRow): Promise<TConsoleRaffleEvent> {
  const f = await raffleRepo.figures(db, e.id);
  return {
    id: e.id,
    kind: e.kind,
    texts: e.texts,
    audience: e.audience,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    enabled: e.enabled,
    rules: showRules(e.rules),
    pool: formatMinor(f.pool),
    funded: formatMinor(f.funded),
    paid: formatMinor(f.paid),
    draws: f.draws,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    awaitingApproval: Boolean(e.awaitingApproval),
    pendingEdit: (await approvalRepo.pendingOf(db, `raffle:${e.id}`, 'raffle.edit')) !== null,
    pendingFunds: formatMinor(await approvalRepo.pendingTotal(db, `raffle:${e.id}`, 'raffle.fund')),
  };
}

const fields = (m: Merchant, input: EventInput) => {
  if (!input.texts[m.config.defaultLang as keyof typeof input.texts]?.title)
    throw new AppError('raffle_title_required', undefined, { language: m.config.defaultLang });
  return {
    texts: input.texts as EventRow['texts'],
    audience: input.audience,
    rules: storeRules(input.rules),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    enabled: input.enabled,
  };
};

export async function raffleEvents(db: Db, code: string): Promise<TConsoleRaffleEvent[]> {
  const m = await brand(db, code);
  const list: TConsoleRaffleEvent[] = [];
  for (const e of await raffleRepo.brandEvents(db, m.id)) list.push(await consoleEvent(db, e));
  return list;
}

/**
 * A new event. One whose largest prize is above the brand's threshold is created waiting: it pays nothing (and is
 * not shown to members) until a second admin approves it; rejected, it stays off.
 */
export async function createRaffle(db: Db, op: OperatorSession, code: string, input: EventInput) {
  const m = await brand(db, code);
  const e = await db.transaction(async (tx) => {
    const values = fields(m, input);
    const prize = largestPrize(values.rules);
    const waits = prize > (await thresholdOf(tx, m.id));
    const made = await raffleRepo.insertEvent(tx, {
      merchantId: m.id,
      kind: input.rules.kind,
      ...values,
      awaitingApproval: waits,
    });
    await audit(tx, { operatorId: op.operatorId, action: 'raffle.create', target: `raffle:${made.id}`, detail: input });
    if (waits)
      await gate(tx, {
        kind: 'raffle.create',
        merchantId: m.id,
        operatorId: op.operatorId,
        target: `raffle:${made.id}`,
        summary: `New ${made.kind} #${made.id} with a prize of ${formatMinor(prize)}`,
        amount: prize,
        payload: { eventId: made.id },
        windowed: false,
        waits: true,
      });
    return made;
  });
  return consoleEvent(db, e);
}

/**
 * Edits an event. New rules whose largest prize is above the brand's threshold wait (the whole edit) for a second
 * admin, the event running as it was until then; an event awaiting approval, or with an edit waiting, is not edited.
 */
export async function editRaffle(db: Db, op: OperatorSession, id: number, input: EventInput) {
  const e = await eventOf(db, id);
  if (e.kind !== input.rules.kind) throw new AppError('raffle_kind_fixed');
  const m = await brandById(db, e.merchantId);
  await db.transaction(async (tx) => {
    if (e.awaitingApproval || (await approvalRepo.pendingOf(tx, `raffle:${id}`, 'raffle.edit')))
      throw new AppError('approval_pending');
    const values = fields(m, input);
    const prize = largestPrize(values.rules);
    const changed = JSON.stringify(values.rules) !== JSON.stringify(e.rules);
    if (changed && prize > (await thresholdOf(tx, m.id))) {
      await gate(tx, {
        kind: 'raffle.edit',
        merchantId: m.id,
        operatorId: op.operatorId,
        target: `raffle:${id}`,
        summary: `Edit of ${e.kind} #${id}: largest prize ${formatMinor(prize)}`,
        amount: prize,
        payload: { input },
        windowed: false,
        waits: true,
      });
      return;
    }
    await raffleRepo.updateEvent(tx, id, values);
    await audit(tx, { operatorId: op.operatorId, action: 'raffle.edit', target: `raffle:${id}`, detail: input });
  });
  return consoleEvent(db, await eventOf(db, id));
}

export async function setRaffleEnabled(db: Db, op: OperatorSession, id: number, enabled: boolean) {
  await eventOf(db, id);
  await db.transaction(async (tx) => {
    await raffleRepo.setEnabled(tx, id, enabled);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'raffle.enabled',
      target: `raffle:${id}`,
      detail: { enabled },
    });
  });
  return consoleEvent(db, await eventOf(db, id));
}

async function postFunding(
  tx: Db,
  operatorId: number,
  merchantId: number,
  id: number,
  body: { amount: string; key: string },
  approvalId?: number,
) {
  const t = await postTransfer(tx, {
    from: raffleHouse(merchantId),
    to: pool(raffleRepo.poolCode(id), merchantId),
    amount: toMinor(body.amount),
    kind: 'raffle_fund',
    memo: `Raffle #${id} pool`,
    idempotencyKey: `raffle-fund:${id}:${body.key}`,
  });
  if (!t.replayed)
    await audit(tx, {
      operatorId,
      action: 'raffle.fund',
      target: `raffle:${id}`,
      detail: { amount: body.amount, key: body.key, ...(approvalId ? { approvalId } : {}) },
    });
}

/**
 * Moves `amount` from the house into the event's pool, once per key (a retry with the same key funds nothing more;
 * another amount under it is refused). Above the brand's threshold, or taking what the operator created without a
 * second operator in the last 24 h above it, the funding waits for a second admin.
 */
export async function fundRaffle(db: Db, op: OperatorSession, id: number, body: { amount: string; key: string }) {
  const e = await eventOf(db, id);
  await db.transaction(async (tx) => {
    const g = await gate(tx, {
      kind: 'raffle.fund',
      merchantId: e.merchantId,
      operatorId: op.operatorId,
      target: `raffle:${id}`,
      summary: `Pool of ${e.kind} #${id}`,
      amount: toMinor(body.amount),
      payload: { eventId: id, amount: body.amount, key: body.key },
      windowed: true,
      requestKey: `raffle-fund:${id}:${body.key}`,
    });
    if (g.status === 'applied') await postFunding(tx, op.operatorId, e.merchantId, id, body);
  });
  return consoleEvent(db, await eventOf(db, id));
}

approvalKind('raffle.create', {
  action: 'promotions.manage',
  async apply(tx, a) {
    await raffleRepo.setAwaitingApproval(tx, Number(a.payload.eventId), false);
  },
  // Rejected, it stays waiting and is switched off: it never pays.
  async reject(tx, a) {
    await raffleRepo.setEnabled(tx, Number(a.payload.eventId), false);
  },
});

approvalKind('raffle.edit', {
  action: 'promotions.manage',
  async apply(tx, a, deciderId) {
    const id = Number(a.target.replace('raffle:', ''));
    const input = (a.payload as { input: EventInput }).input;
    const m = await brandById(tx, a.merchantId);
    await raffleRepo.updateEvent(tx, id, fields(m, input));
    await audit(tx, { operatorId: deciderId, action: 'raffle.edit', target: a.target, detail: { approvalId: a.id } });
  },
});

approvalKind('raffle.fund', {
  action: 'promotions.manage',
  async apply(tx, a, deciderId) {
    const p = a.payload as { eventId: number; amount: string; key: string };
    await postFunding(tx, deciderId, a.merchantId, p.eventId, p, a.id);
  },
});

export async function raffleClaims(
  db: Db,
  id: number,
  page: number,
  size: number,
): Promise<TPage<TConsoleRaffleClaim>> {
  await eventOf(db, id);
  const p = await raffleRepo.eventPage(db, id, page * size, size);
  return { total: p.total, rows: p.rows.map((r) => ({ ...r, amount: formatMinor(r.amount) })) };
}
