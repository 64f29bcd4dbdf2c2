import type { TPage } from '@portal/contracts/console';
import type { TConsoleRaffleClaim, TConsoleRaffleEvent, ZRaffleEventInput } from '@portal/contracts/raffle';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { brandByCode, brandById } from '../brand/index.ts';
import { house, pool, postTransfer } from '../wallet/index.ts';
import { type EventRow, raffleRepo } from './repo.ts';
import { showRules, storeRules } from './rules.ts';

/** The operator's side: a brand's events, their pools (funded from the house) and draws. Every change is audited. */

/** The house account pools are funded from: the operator's promotion budget. */
export const RAFFLE_HOUSE = house('raffle');

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

export async function createRaffle(db: Db, op: OperatorSession, code: string, input: EventInput) {
  const m = await brand(db, code);
  const e = await db.transaction(async (tx) => {
    const made = await raffleRepo.insertEvent(tx, { merchantId: m.id, kind: input.rules.kind, ...fields(m, input) });
    await audit(tx, { operatorId: op.operatorId, action: 'raffle.create', target: `raffle:${made.id}`, detail: input });
    return made;
  });
  return consoleEvent(db, e);
}

export async function editRaffle(db: Db, op: OperatorSession, id: number, input: EventInput) {
  const e = await eventOf(db, id);
  if (e.kind !== input.rules.kind) throw new AppError('raffle_kind_fixed');
  const m = await brandById(db, e.merchantId);
  await db.transaction(async (tx) => {
    await raffleRepo.updateEvent(tx, id, fields(m, input));
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

/** Moves `amount` from the house into the event's pool, once per key (a retry with the same key funds nothing more). */
export async function fundRaffle(db: Db, op: OperatorSession, id: number, body: { amount: string; key: string }) {
  const e = await eventOf(db, id);
  const amount = toMinor(body.amount);
  await db.transaction(async (tx) => {
    const t = await postTransfer(tx, {
      from: RAFFLE_HOUSE,
      to: pool(raffleRepo.poolCode(id)),
      amount,
      kind: 'raffle_fund',
      memo: `Raffle #${id} pool`,
      idempotencyKey: `raffle-fund:${id}:${body.key}`,
    });
    if (!t.replayed)
      await audit(tx, {
        operatorId: op.operatorId,
        action: 'raffle.fund',
        target: `raffle:${id}`,
        detail: { amount: body.amount, key: body.key },
      });
  });
  return consoleEvent(db, e);
}

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
