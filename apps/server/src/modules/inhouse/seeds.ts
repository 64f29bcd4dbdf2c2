import { randomBytes } from 'node:crypto';
import { seedHash } from '@portal/contracts/fair';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';

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

/**
 * Takes the next nonce of the member's active seed and runs `hold` in the same transaction, while the seed row is
 * locked: a round that must outlive this request (Mines) records itself there, so a rotation, which locks the same
 * row, always sees it. Two rounds never share a nonce.
 */
export async function takeRound<T>(
  db: Db,
  memberId: number,
  hold: (tx: Db, seed: Seed, nonce: number) => Promise<T>,
): Promise<{ seed: Seed; nonce: number; held: T }> {
  await activeSeed(db, memberId);
  for (let attempt = 0; ; attempt++) {
    const taken = await db.transaction(async (tx) => {
      const [row] = await q(
        tx,
        sql`UPDATE fair_seeds SET nonce = nonce + 1 WHERE member_id = ${memberId} AND active RETURNING *`,
      );
      if (!row) return null;
      const seed = toSeed(row);
      const nonce = seed.nonce - 1;
      return { seed: { ...seed, nonce }, nonce, held: await hold(tx, seed, nonce) };
    });
    // A rotation committed between our snapshot and the update: the new seed is there now.
    if (taken) return taken;
    if (attempt === 2) throw new Error('no active fair seed');
  }
}

export async function setClientSeed(db: Db, memberId: number, clientSeed: string) {
  await activeSeed(db, memberId);
  await q(db, sql`UPDATE fair_seeds SET client_seed = ${clientSeed} WHERE member_id = ${memberId} AND active`);
}

export type Rotation =
  | { error: 'ROUND_OPEN' }
  | {
      revealed: { serverSeed: string; serverHash: string; clientSeed: string; lastNonce: number };
      next: { serverHash: string; clientSeed: string; nonce: number };
    };

/**
 * Ends the current pair (its server seed is revealed) and starts a new one, unless a round decided by that seed is
 * still being played: revealing it would let the player read the round's outcome.
 */
export async function rotateSeed(db: Db, memberId: number): Promise<Rotation> {
  await activeSeed(db, memberId);
  return db.transaction(async (tx) => {
    const [row] = await q(tx, sql`SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND active FOR UPDATE`);
    const old = toSeed(row as Row);
    const [live] = await q(
      tx,
      sql`SELECT 1 FROM mines_rounds WHERE seed_id = ${old.id} AND status IN ('pending', 'open') LIMIT 1`,
    );
    if (live) return { error: 'ROUND_OPEN' as const };
    await q(tx, sql`UPDATE fair_seeds SET active = false, revealed_at = now() WHERE id = ${old.id}`);
    const next = await activeSeed(tx, memberId);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverHash: old.serverHash,
        clientSeed: old.clientSeed,
        lastNonce: old.nonce - 1,
      },
      next: { serverHash: next.serverHash, clientSeed: next.clientSeed, nonce: next.nonce },
    };
  });
}

/** A server seed by its hash, once rotation revealed it (null before: the hash alone tells nothing). */
export async function revealedSeed(db: Db, serverHash: string): Promise<string | null> {
  const [row] = await q(
    db,
    sql`SELECT server_seed FROM fair_seeds WHERE server_hash = ${serverHash} AND revealed_at IS NOT NULL LIMIT 1`,
  );
  return row ? String(row.server_seed) : null;
}
