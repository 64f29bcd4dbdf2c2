import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '../src/db/schema/accounts.ts';
import { openSession } from '../src/modules/accounts/sessions.ts';
import { issueTicket } from '../src/modules/provider/index.ts';
import { bet, win } from '../src/modules/provider/wallet-service.ts';
import { checkInvariants, houseBalances } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { tokenHash } from '../src/platform/secrets.ts';

/**
 * Two brands with members who play: the demo brand and a second brand made from its configuration, members of either
 * with a session and a launch ticket of a demo-provider game, and each brand's house balances.
 */
export const SECOND_HOST = 'second.example.test';

type Rows = { rows: Array<Record<string, unknown>> };
export const rows = async (app: App, query: ReturnType<typeof sql>) =>
  ((await app.deps.db.execute(query)) as unknown as Rows).rows;

/** The demo brand and a second brand (same configuration, its own host): their ids. */
export async function twoBrands(app: App): Promise<{ a: number; b: number }> {
  const [a] = await rows(app, sql`SELECT id FROM merchants WHERE is_default`);
  const [b] = await rows(
    app,
    sql`INSERT INTO merchants (code, name, hosts, config)
      SELECT 'SECOND', 'Second', ARRAY[${SECOND_HOST}]::text[], config FROM merchants WHERE is_default RETURNING id`,
  );
  app.deps.merchants.invalidate();
  return { a: Number(a?.id), b: Number(b?.id) };
}

/** A member of the brand, logged in, with a ticket of a demo-provider game: its id and ticket. */
export async function player(app: App, merchantId: number, host: string) {
  const { db } = app.deps;
  const [m] = await db
    .insert(members)
    .values({ merchantId, username: `hb${randomBytes(4).toString('hex')}`, passwordHash: 'x' })
    .returning();
  if (!m) throw new Error('member');
  const merchant = await app.deps.merchants.resolve({ host });
  expect(merchant.id).toBe(merchantId);
  const { token } = await openSession(db, merchant, m, 'username', 1);
  const [game] = await rows(app, sql`SELECT node_id FROM games WHERE vassalage = 'LVB' ORDER BY node_id LIMIT 1`);
  const ticket = await issueTicket(db, {
    memberId: m.id,
    sessionHash: tokenHash(token),
    nodeId: Number(game?.node_id),
    provider: 'DEMO',
  });
  return { id: m.id, ticket };
}

/** One round of the demo provider: a bet and its win, both answered OK. */
export async function round(app: App, p: { ticket: string }, stake: string, payout: string) {
  const roundId = `hb-${randomBytes(6).toString('hex')}`;
  const placed = await bet(app.deps.db, 'DEMO', { ticket: p.ticket, txId: `${roundId}b`, roundId, amount: stake });
  expect(placed.status).toBe('OK');
  const paid = await win(app.deps.db, 'DEMO', {
    txId: `${roundId}w`,
    roundId,
    playerId: placed.playerId ?? '',
    amount: payout,
  });
  expect(paid.status).toBe('OK');
}

/** A brand's house balances (CASH) by purpose, shards summed, as plain numbers of minor units. */
export async function houseOf(app: App, merchantId: number): Promise<Record<string, bigint>> {
  return Object.fromEntries(await houseBalances(app.deps.db, merchantId));
}

/** How each purpose of `after` moved from `before` (purposes that did not move are left out). */
export const moved = (before: Record<string, bigint>, after: Record<string, bigint>) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - (before[k] ?? 0n)] as const)
      .filter(([, d]) => d !== 0n),
  );

/** Every asset sums to zero overall and within each brand, every balance equals its entries, no transfer joins brands. */
export async function expectSealedLedger(app: App) {
  const inv = await checkInvariants(app.deps.db);
  expect(inv.mismatched).toBe(0);
  expect(inv.crossBrand).toBe(0);
  for (const t of Object.values(inv.sums)) expect(t).toBe('0');
  for (const assets of Object.values(inv.brands)) for (const t of Object.values(assets)) expect(t).toBe('0');
}
