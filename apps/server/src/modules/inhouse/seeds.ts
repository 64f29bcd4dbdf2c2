import { randomBytes } from 'node:crypto';
import { seedHash } from '@portal/contracts/fair';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Row = Record<string, unknown>;
const q = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export interface Seed {
  id: number;
  serverSeed: string;
  serverHash: string;
  clientSeed: string;
  nonce: number;
}
const toSeed = (r: Row): Seed => ({
  id: Number(r.id),
  serverSeed: String(r.server_seed),
  serverHash: String(r.server_hash),
  clientSeed: String(r.client_seed),
  nonce: Number(r.nonce),
});

/** The member's active seed pair, created on first play. */
export async function activeSeed(db: Db, memberId: number): Promise<Seed> {
  const [row] = await q(db, sql`SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND active`);
  if (row) return toSeed(row);
  const server = randomBytes(32).toString('hex');
  await q(
    db,
    sql`INSERT INTO fair_seeds (member_id, server_seed, server_hash, client_seed) VALUES (${memberId}, ${server}, ${await seedHash(server)}, ${randomBytes(8).toString('hex')}) ON CONFLICT DO NOTHING`,
  );
  const [created] = await q(db, sql`SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND active`);
  return toSeed(created as Row);
}

/** Takes the next nonce atomically, so two rounds never share one. */
export async function nextNonce(db: Db, seedId: number): Promise<number> {
  const [r] = await q(db, sql`UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = ${seedId} RETURNING nonce`);
  return Number(r?.nonce) - 1;
}

export async function setClientSeed(db: Db, memberId: number, clientSeed: string) {
  await activeSeed(db, memberId);
  await q(db, sql`UPDATE fair_seeds SET client_seed = ${clientSeed} WHERE member_id = ${memberId} AND active`);
}

/** Ends the current pair (its server seed is revealed) and starts a new one. */
export async function rotateSeed(db: Db, memberId: number) {
  const old = await activeSeed(db, memberId);
  await q(db, sql`UPDATE fair_seeds SET active = false, revealed_at = now() WHERE id = ${old.id}`);
  const next = await activeSeed(db, memberId);
  return {
    revealed: {
      serverSeed: old.serverSeed,
      serverHash: old.serverHash,
      clientSeed: old.clientSeed,
      lastNonce: old.nonce - 1,
    },
    next: { serverHash: next.serverHash, clientSeed: next.clientSeed, nonce: next.nonce },
  };
}
