import { randomUUID } from 'node:crypto';
import type { TRaffleEventInput } from '@portal/contracts/raffle';
import { sql } from 'drizzle-orm';
import type { App } from '../src/platform/http.ts';

const HOUR = 3_600_000;

/** An event's input running from an hour ago for a day (texts in the demo brand's languages). */
export const eventInput = (rules: TRaffleEventInput['rules'], extra: Partial<TRaffleEventInput> = {}) => ({
  texts: { pt: { title: 'Sorteio de teste' }, en: { title: 'Test raffle' } },
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  rules,
  ...extra,
});

/** Creates an event through the console and funds its pool (when `fund` is given); answers its id. */
export async function createRaffle(
  app: App,
  admin: Record<string, string>,
  input: ReturnType<typeof eventInput>,
  fund?: string,
): Promise<number> {
  const made = await app.inject({
    method: 'POST',
    url: '/admin/api/console/brands/LUMEN/raffles',
    payload: input,
    headers: admin,
  });
  if (!made.json().success) throw new Error(`create raffle: ${made.body}`);
  const id = made.json().value.id as number;
  if (fund) await fundRaffle(app, admin, id, fund);
  return id;
}

export const fundRaffle = (
  app: App,
  admin: Record<string, string>,
  id: number,
  amount: string,
  key: string = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: `/admin/api/console/raffles/${id}/fund`,
    payload: { amount, key },
    headers: admin,
  });

/** One claim as the portal sends it (a fresh request id unless one is given). */
export const claimRaffle = (
  app: App,
  headers: Record<string, string>,
  eventId: number,
  requestId: string = randomUUID(),
  url = '/wps/relay/MCSFE_claimRafflePromotion',
) => app.inject({ method: 'POST', url, payload: { eventId, requestId }, headers });

/** The pool's balance in minor units, read from the ledger. */
export async function poolBalance(app: App, eventId: number): Promise<bigint> {
  const r = (await app.deps.db.execute(
    sql`SELECT COALESCE((SELECT balance FROM ledger_accounts WHERE owner_kind = 'pool' AND purpose = ${`raffle:${eventId}`}), 0)::text AS b`,
  )) as unknown as { rows: Array<{ b: string }> };
  return BigInt(r.rows[0]?.b ?? '0');
}
