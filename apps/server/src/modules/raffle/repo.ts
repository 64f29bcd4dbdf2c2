import type { TRaffleAudience, TRaffleKind } from '@portal/contracts/raffle';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, minor, q, type Row, str, strOrNull } from '../../db/rows.ts';

/** Raffle events, the members' seed pairs, draws and the pools' figures in SQL. */

/** Rules as stored: amounts in minor units (text, for bigint). */
export type StoredRules =
  | { kind: 'red_envelope'; min: string; max: string }
  | {
      kind: 'wheel';
      prizes: Array<{ amount: string; weight: number }>;
      depositPerTicket: string;
      betPerTicket: string;
    };

export interface EventRow {
  id: number;
  merchantId: number;
  kind: TRaffleKind;
  texts: Record<string, { title: string }>;
  audience: TRaffleAudience;
  rules: StoredRules;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
  /** Its prizes wait for a second operator: it pays nothing until then (migration 0830). */
  awaitingApproval?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A pair as stored: the server seed sealed until it is revealed, in clear after (it is public then). */
export interface SeedRow {
  id: number;
  storedSeed: string;
  serverHash: string;
  clientSeed: string;
  nonce: number;
}

/** A draw with its seed's hash and, once rotated past, the seed (stored in clear once revealed). */
export interface ClaimRow {
  id: number;
  eventId: number;
  memberId: number;
  kind: TRaffleKind;
  amount: bigint;
  prizeIndex: number | null;
  terms: { min?: string; max?: string; weights?: number[] };
  serverHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

const toEvent = (r: Row): EventRow => ({
  id: int(r.id),
  merchantId: int(r.merchant_id),
  kind: str(r.kind) as TRaffleKind,
  texts: r.texts as EventRow['texts'],
  audience: r.audience as TRaffleAudience,
  rules: r.rules as StoredRules,
  startsAt: new Date(iso(r.starts_at)),
  endsAt: new Date(iso(r.ends_at)),
  enabled: Boolean(r.enabled),
  awaitingApproval: Boolean(r.awaiting_approval),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const toSeed = (r: Row): SeedRow => ({
  id: int(r.id),
  storedSeed: str(r.server_seed),
  serverHash: str(r.server_hash),
  clientSeed: str(r.client_seed),
  nonce: int(r.nonce),
});
const toClaim = (r: Row): ClaimRow => ({
  id: int(r.id),
  eventId: int(r.event_id),
  memberId: int(r.member_id),
  kind: str(r.kind) as TRaffleKind,
  amount: minor(r.amount),
  prizeIndex: r.prize_index === null || r.prize_index === undefined ? null : int(r.prize_index),
  terms: (r.terms ?? {}) as ClaimRow['terms'],
  serverHash: str(r.server_hash),
  serverSeed: r.revealed_at ? strOrNull(r.server_seed) : null,
  clientSeed: str(r.client_seed),
  nonce: int(r.nonce),
  createdAt: iso(r.created_at),
});

const CLAIM = sql`SELECT c.*, s.server_hash, s.server_seed, s.revealed_at FROM raffle_claims c
  JOIN raffle_seeds s ON s.id = c.seed_id`;
const POOL = (eventId: number) => `raffle:${eventId}`;

export const raffleRepo = {
  poolCode: POOL,

  // ---- events ----
  event: async (db: Db, id: number): Promise<EventRow | null> => {
    const [r] = await q(db, sql`SELECT * FROM raffle_events WHERE id = ${id}`);
    return r ? toEvent(r) : null;
  },

  /** The brand's events switched on whose period holds `at`. */
  running: async (db: Db, merchantId: number, at: Date): Promise<EventRow[]> =>
    (
      await q(
        db,
        sql`SELECT * FROM raffle_events WHERE merchant_id = ${merchantId} AND enabled AND NOT awaiting_approval
          AND starts_at <= ${at.toISOString()}::timestamptz AND ends_at > ${at.toISOString()}::timestamptz
          ORDER BY kind, id`,
      )
    ).map(toEvent),

  brandEvents: async (db: Db, merchantId: number): Promise<EventRow[]> =>
    (await q(db, sql`SELECT * FROM raffle_events WHERE merchant_id = ${merchantId} ORDER BY id DESC`)).map(toEvent),

  insertEvent: async (db: Db, e: Omit<EventRow, 'id' | 'createdAt' | 'updatedAt'>): Promise<EventRow> => {
    const [r] = await q(
      db,
      sql`INSERT INTO raffle_events (merchant_id, kind, texts, audience, rules, starts_at, ends_at, enabled,
          awaiting_approval)
        VALUES (${e.merchantId}, ${e.kind}, ${JSON.stringify(e.texts)}::jsonb, ${JSON.stringify(e.audience)}::jsonb,
          ${JSON.stringify(e.rules)}::jsonb, ${e.startsAt.toISOString()}::timestamptz,
          ${e.endsAt.toISOString()}::timestamptz, ${e.enabled}, ${e.awaitingApproval ?? false}) RETURNING *`,
    );
    return toEvent(r as Row);
  },

  updateEvent: async (
    db: Db,
    id: number,
    e: Omit<EventRow, 'id' | 'merchantId' | 'kind' | 'createdAt' | 'updatedAt'>,
  ) => {
    await q(
      db,
      sql`UPDATE raffle_events SET texts = ${JSON.stringify(e.texts)}::jsonb,
        audience = ${JSON.stringify(e.audience)}::jsonb, rules = ${JSON.stringify(e.rules)}::jsonb,
        starts_at = ${e.startsAt.toISOString()}::timestamptz, ends_at = ${e.endsAt.toISOString()}::timestamptz,
        enabled = ${e.enabled}, updated_at = now() WHERE id = ${id}`,
    );
  },

  setAwaitingApproval: async (db: Db, id: number, awaiting: boolean) => {
    await q(db, sql`UPDATE raffle_events SET awaiting_approval = ${awaiting}, updated_at = now() WHERE id = ${id}`);
  },

  setEnabled: async (db: Db, id: number, enabled: boolean) => {
    await q(db, sql`UPDATE raffle_events SET enabled = ${enabled}, updated_at = now() WHERE id = ${id}`);
  },

  /** The pool's balance, what was funded into it and what draws paid, and the draws made. */
  figures: async (db: Db, eventId: number) => {
    const [r] = await q(
      db,
      sql`SELECT
        COALESCE((SELECT balance FROM ledger_accounts WHERE owner_kind = 'pool' AND purpose = ${POOL(eventId)}
          AND asset = 'CASH'), 0)::text AS pool,
        COALESCE((SELECT SUM(t.amount) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account
          WHERE a.owner_kind = 'pool' AND a.purpose = ${POOL(eventId)} AND t.kind = 'raffle_fund'), 0)::text AS funded,
        COALESCE((SELECT SUM(amount) FROM raffle_claims WHERE event_id = ${eventId}), 0)::text AS paid,
        (SELECT count(*)::int FROM raffle_claims WHERE event_id = ${eventId}) AS draws`,
    );
    return { pool: minor(r?.pool), funded: minor(r?.funded), paid: minor(r?.paid), draws: int(r?.draws) };
  },

  /**
   * The pool's balance, its account row locked for the caller's transaction (0 before any funding): a draw checks it
   * and pays from it with no other draw in between.
   */
  lockPool: async (db: Db, eventId: number): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT balance::text AS balance FROM ledger_accounts WHERE owner_kind = 'pool' AND purpose = ${POOL(eventId)}
        AND asset = 'CASH' FOR UPDATE`,
    );
    return minor(r?.balance ?? '0');
  },

  // ---- seeds ----
  /** The member's active pair, made on first use (a concurrent first use keeps the one that won). */
  ensureSeed: async (db: Db, memberId: number, make: () => Promise<Omit<SeedRow, 'id' | 'nonce'>>) => {
    const [row] = await q(db, sql`SELECT * FROM raffle_seeds WHERE member_id = ${memberId} AND active`);
    if (row) return toSeed(row);
    const s = await make();
    await q(
      db,
      sql`INSERT INTO raffle_seeds (member_id, server_seed, server_hash, client_seed)
        VALUES (${memberId}, ${s.storedSeed}, ${s.serverHash}, ${s.clientSeed}) ON CONFLICT DO NOTHING`,
    );
    const [made] = await q(db, sql`SELECT * FROM raffle_seeds WHERE member_id = ${memberId} AND active`);
    return toSeed(made as Row);
  },

  /** Locks the active pair for the caller's transaction: the member's draws and rotations take turns on it. */
  lockSeed: async (db: Db, memberId: number): Promise<SeedRow | null> => {
    const [r] = await q(db, sql`SELECT * FROM raffle_seeds WHERE member_id = ${memberId} AND active FOR UPDATE`);
    return r ? toSeed(r) : null;
  },

  bumpNonce: async (db: Db, seedId: number) => {
    await q(db, sql`UPDATE raffle_seeds SET nonce = nonce + 1 WHERE id = ${seedId}`);
  },

  /** Ends the pair, its server seed stored in clear from now on. */
  retire: async (db: Db, seedId: number, serverSeed: string) => {
    await q(
      db,
      sql`UPDATE raffle_seeds SET active = false, revealed_at = now(), server_seed = ${serverSeed} WHERE id = ${seedId}`,
    );
  },

  /** Unrevealed seeds after `afterId` not stored under `prefix` (the current key's), a page at a time. */
  unsealedSeeds: async (db: Db, afterId: number, prefix: string) =>
    (
      await q(
        db,
        sql`SELECT id, server_seed FROM raffle_seeds WHERE id > ${afterId} AND revealed_at IS NULL
          AND NOT starts_with(server_seed, ${prefix}) ORDER BY id LIMIT 500`,
      )
    ).map((r) => ({ id: int(r.id), stored: str(r.server_seed) })),

  /** Stores a seed sealed anew, unless it was revealed or changed meanwhile. */
  resealSeed: async (db: Db, id: number, stored: string, sealed: string) => {
    await q(
      db,
      sql`UPDATE raffle_seeds SET server_seed = ${sealed}
        WHERE id = ${id} AND server_seed = ${stored} AND revealed_at IS NULL`,
    );
  },

  // ---- draws ----
  byRequest: async (db: Db, memberId: number, requestId: string): Promise<ClaimRow | null> => {
    const [r] = await q(db, sql`${CLAIM} WHERE c.member_id = ${memberId} AND c.request_id = ${requestId}`);
    return r ? toClaim(r) : null;
  },

  envelopeOf: async (db: Db, eventId: number, memberId: number): Promise<ClaimRow | null> => {
    const [r] = await q(
      db,
      sql`${CLAIM} WHERE c.event_id = ${eventId} AND c.member_id = ${memberId} AND c.kind = 'red_envelope'`,
    );
    return r ? toClaim(r) : null;
  },

  /** Envelopes the member opened, by event. */
  envelopesOf: async (db: Db, memberId: number, eventIds: number[]): Promise<Map<number, ClaimRow>> => {
    if (eventIds.length === 0) return new Map();
    const rows = await q(
      db,
      sql`${CLAIM} WHERE c.member_id = ${memberId} AND c.kind = 'red_envelope'
        AND c.event_id IN (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    return new Map(rows.map((r) => [int(r.event_id), toClaim(r)]));
  },

  spinsOf: async (db: Db, eventId: number, memberId: number): Promise<number> => {
    const [r] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM raffle_claims WHERE event_id = ${eventId} AND member_id = ${memberId}`,
    );
    return int(r?.n);
  },

  insertClaim: async (
    db: Db,
    c: Omit<ClaimRow, 'id' | 'createdAt' | 'serverHash' | 'serverSeed'> & { requestId: string; seedId: number },
  ): Promise<number> => {
    const [r] = await q(
      db,
      sql`INSERT INTO raffle_claims (event_id, member_id, kind, request_id, amount, prize_index, terms, seed_id,
          client_seed, nonce)
        VALUES (${c.eventId}, ${c.memberId}, ${c.kind}, ${c.requestId}, ${c.amount.toString()}::bigint,
          ${c.prizeIndex}::int, ${JSON.stringify(c.terms)}::jsonb, ${c.seedId}, ${c.clientSeed}, ${c.nonce})
        RETURNING id`,
    );
    return int(r?.id);
  },

  claim: async (db: Db, id: number): Promise<ClaimRow> => {
    const [r] = await q(db, sql`${CLAIM} WHERE c.id = ${id}`);
    return toClaim(r as Row);
  },

  setTransfer: async (db: Db, id: number, transferId: number) => {
    await q(db, sql`UPDATE raffle_claims SET transfer_id = ${transferId} WHERE id = ${id}`);
  },

  /** The member's latest draws over every event. */
  history: async (db: Db, memberId: number, limit: number): Promise<ClaimRow[]> =>
    (await q(db, sql`${CLAIM} WHERE c.member_id = ${memberId} ORDER BY c.id DESC LIMIT ${limit}`)).map(toClaim),

  /** An event's draws for the console, newest first, with the members' usernames. */
  eventPage: async (db: Db, eventId: number, offset: number, limit: number) => {
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM raffle_claims WHERE event_id = ${eventId}`);
    const rows = await q(
      db,
      sql`SELECT c.id, c.amount, c.prize_index, c.nonce, c.created_at, m.username FROM raffle_claims c
        JOIN members m ON m.id = c.member_id WHERE c.event_id = ${eventId}
        ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      total: int(total?.n),
      rows: rows.map((r) => ({
        id: int(r.id),
        username: str(r.username),
        amount: minor(r.amount),
        prizeIndex: r.prize_index === null ? null : int(r.prize_index),
        nonce: int(r.nonce),
        createdAt: iso(r.created_at),
      })),
    };
  },
};
