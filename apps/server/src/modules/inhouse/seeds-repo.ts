import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row, str } from '../../db/rows.ts';

/** A pair as stored: the server seed sealed until it is revealed, in clear after (it is public then). */
export interface StoredSeed {
  id: number;
  storedSeed: string;
  serverHash: string;
  clientSeed: string;
  nonce: number;
}
const toSeed = (r: Row): StoredSeed => ({
  id: int(r.id),
  storedSeed: str(r.server_seed),
  serverHash: str(r.server_hash),
  clientSeed: str(r.client_seed),
  nonce: int(r.nonce),
});

/** SQL of the members' provably fair seed pairs (fair_seeds). */
export const seedsRepo = {
  async active(db: Db, memberId: number) {
    const [row] = await q(db, sql`SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND active`);
    return row ? toSeed(row) : null;
  },

  /** The active pair, locked until the transaction ends (a rotation). */
  async lockActive(tx: Db, memberId: number) {
    const [row] = await q(tx, sql`SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND active FOR UPDATE`);
    return row ? toSeed(row) : null;
  },

  /** A first pair for the member; nothing when one appeared meanwhile. */
  async create(db: Db, memberId: number, p: { sealedSeed: string; serverHash: string; clientSeed: string }) {
    await q(
      db,
      sql`INSERT INTO fair_seeds (member_id, server_seed, server_hash, client_seed)
        VALUES (${memberId}, ${p.sealedSeed}, ${p.serverHash}, ${p.clientSeed}) ON CONFLICT DO NOTHING`,
    );
  },

  /** Moves the active pair's nonce on; the pair as it is after, or null when none is active. */
  async nextNonce(tx: Db, memberId: number) {
    const [row] = await q(
      tx,
      sql`UPDATE fair_seeds SET nonce = nonce + 1 WHERE member_id = ${memberId} AND active RETURNING *`,
    );
    return row ? toSeed(row) : null;
  },

  async setClientSeed(db: Db, memberId: number, clientSeed: string) {
    await q(db, sql`UPDATE fair_seeds SET client_seed = ${clientSeed} WHERE member_id = ${memberId} AND active`);
  },

  /** Whether a Mines or stepped round decided by this pair is still being played. */
  async hasLiveRound(tx: Db, seedId: number) {
    const [live] = await q(
      tx,
      sql`SELECT 1 FROM mines_rounds WHERE seed_id = ${seedId} AND status IN ('pending', 'open')
        UNION ALL SELECT 1 FROM stepped_rounds WHERE seed_id = ${seedId} AND status IN ('pending', 'open') LIMIT 1`,
    );
    return Boolean(live);
  },

  /** Ends the pair, its server seed stored in clear from now on. */
  async retire(tx: Db, seedId: number, serverSeed: string) {
    await q(
      tx,
      sql`UPDATE fair_seeds SET active = false, revealed_at = now(), server_seed = ${serverSeed} WHERE id = ${seedId}`,
    );
  },

  async revealed(db: Db, serverHash: string) {
    const [row] = await q(
      db,
      sql`SELECT server_seed FROM fair_seeds WHERE server_hash = ${serverHash} AND revealed_at IS NOT NULL LIMIT 1`,
    );
    return row ? str(row.server_seed) : null;
  },

  /** Unrevealed seeds after `afterId` not stored under `prefix` (the current key's), a page at a time. */
  async unsealed(db: Db, afterId: number, prefix: string) {
    const rows = await q(
      db,
      sql`SELECT id, server_seed FROM fair_seeds WHERE id > ${afterId} AND revealed_at IS NULL
        AND NOT starts_with(server_seed, ${prefix}) ORDER BY id LIMIT 500`,
    );
    return rows.map((r) => ({ id: int(r.id), stored: str(r.server_seed) }));
  },

  /** Stores a seed sealed anew, unless it was revealed or changed meanwhile. */
  async reseal(db: Db, id: number, stored: string, sealed: string) {
    await q(
      db,
      sql`UPDATE fair_seeds SET server_seed = ${sealed}
        WHERE id = ${id} AND server_seed = ${stored} AND revealed_at IS NULL`,
    );
  },
};
