import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';
import { maxWinSql } from './mines-repo.ts';
import type { SteppedRoundStatus } from './schema.ts';

/** The stepped originals' rounds (stepped_rounds): as mines-repo.ts, with the game, its choices, deal and moves. */

const at = (d: Date) => d.toISOString();
/** node-postgres parses jsonb; the embedded database may hand it over as text. */
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

export interface SteppedRound {
  roundId: string;
  memberId: number;
  game: string;
  params: Record<string, unknown>;
  status: SteppedRoundStatus;
  /** The secret outcome (null only before the round opened). */
  deal: unknown;
  moves: unknown[];
  bet: bigint;
  nonce: number;
  seedId: number;
  clientSeed: string | null;
  /** The win the round owes once lost (0) or cashed; null before. */
  payout: bigint | null;
  settled: boolean;
}
const toRound = (r: Row): SteppedRound => ({
  roundId: String(r.round_id),
  memberId: Number(r.member_id),
  game: String(r.game),
  params: json(r.params) as Record<string, unknown>,
  status: r.status as SteppedRoundStatus,
  deal: json(r.deal),
  moves: (json(r.moves) ?? []) as unknown[],
  bet: BigInt(String(r.bet)),
  nonce: Number(r.nonce),
  seedId: Number(r.seed_id),
  clientSeed: r.client_seed === null || r.client_seed === undefined ? null : String(r.client_seed),
  payout: r.payout === null || r.payout === undefined ? null : BigInt(String(r.payout)),
  settled: r.settled_at !== null && r.settled_at !== undefined,
});

export const steppedRepo = {
  insertPending: async (
    db: Db,
    r: { roundId: string; memberId: number; game: string; params: unknown; bet: bigint },
  ) => {
    await q(
      db,
      sql`INSERT INTO stepped_rounds (round_id, member_id, game, params, bet, status)
      VALUES (${r.roundId}, ${r.memberId}, ${r.game}, ${JSON.stringify(r.params)}::jsonb, ${r.bet.toString()}, 'pending')`,
    );
  },

  /** pending -> open with its seed pair, client seed, nonce and deal; false when the round was no longer pending. */
  openPending: async (
    tx: Db,
    r: { roundId: string; seedId: number; clientSeed: string; nonce: number; deal: unknown },
  ): Promise<boolean> => {
    const rows = await q(
      tx,
      sql`UPDATE stepped_rounds SET status = 'open', seed_id = ${r.seedId}, client_seed = ${r.clientSeed},
        nonce = ${r.nonce}, deal = ${JSON.stringify(r.deal)}::jsonb
      WHERE round_id = ${r.roundId} AND status = 'pending' RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /** pending -> void for a bet the wallet refused: nothing was taken, so nothing is owed (settled at once). */
  refusePending: async (db: Db, roundId: string) => {
    await q(
      db,
      sql`UPDATE stepped_rounds SET status = 'void', closed_at = now(), settled_at = now()
        WHERE round_id = ${roundId} AND status = 'pending'`,
    );
  },

  /** pending -> void owing the rollback of its bet; true while that rollback is unanswered (see mines-repo.ts). */
  abandon: async (db: Db, roundId: string): Promise<boolean> => {
    const rows = await q(
      db,
      sql`UPDATE stepped_rounds SET status = 'void', closed_at = COALESCE(closed_at, now())
        WHERE round_id = ${roundId} AND status IN ('pending', 'void') AND settled_at IS NULL RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /** The member's rounds pending for over 5 minutes. */
  stalePendingIds: async (db: Db, memberId: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`SELECT round_id FROM stepped_rounds WHERE member_id = ${memberId} AND status = 'pending'
        AND settled_at IS NULL AND created_at < now() - interval '5 minutes'`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /** Locks the round (the member's, unless null); null when there is none. */
  lockRound: async (tx: Db, memberId: number | null, roundId: string): Promise<SteppedRound | null> => {
    const [row] = await q(
      tx,
      sql`SELECT * FROM stepped_rounds WHERE round_id = ${roundId}
        AND (${memberId}::int IS NULL OR member_id = ${memberId}) FOR UPDATE`,
    );
    return row ? toRound(row) : null;
  },

  /**
   * The steps so far; a losing one ends the round lost (owing 0), a last one cashed (owing `payout`, at most
   * `maxWin`; null: the member's brand's). The payout recorded, null while the round goes on.
   */
  saveMoves: async (
    tx: Db,
    roundId: string,
    moves: unknown[],
    end: { status: 'lost' | 'cashed'; payout: bigint } | null,
    maxWin: bigint | null,
    claimedUntil: Date | null = null,
  ): Promise<bigint | null> => {
    const list = JSON.stringify(moves);
    if (!end) {
      await q(tx, sql`UPDATE stepped_rounds SET moves = ${list}::jsonb WHERE round_id = ${roundId}`);
      return null;
    }
    const [row] = await q(
      tx,
      sql`UPDATE stepped_rounds SET moves = ${list}::jsonb, status = ${end.status}, closed_at = now(),
        payout = LEAST(${end.payout.toString()}::bigint, ${maxWinSql(maxWin, sql`stepped_rounds.member_id`)}),
        claimed_until = ${claimedUntil ? at(claimedUntil) : null}::timestamptz
      WHERE round_id = ${roundId} RETURNING payout`,
    );
    return BigInt(String(row?.payout));
  },

  /**
   * open -> cashed owing `payout`, at most `maxWin` (null: the member's brand's), claimed until `claimedUntil` when
   * the settlement job sends it; the payout recorded.
   */
  saveCashOut: async (
    tx: Db,
    roundId: string,
    payout: bigint,
    claimedUntil: Date | null,
    maxWin: bigint | null,
  ): Promise<bigint> => {
    const [row] = await q(
      tx,
      sql`UPDATE stepped_rounds SET status = 'cashed', closed_at = now(),
        payout = LEAST(${payout.toString()}::bigint, ${maxWinSql(maxWin, sql`stepped_rounds.member_id`)}),
        claimed_until = ${claimedUntil ? at(claimedUntil) : null}::timestamptz WHERE round_id = ${roundId}
      RETURNING payout`,
    );
    return BigInt(String(row?.payout));
  },

  /** The member's round of `game` being played (the latest open one), or null. */
  openRoundOf: async (db: Db, memberId: number, game: string): Promise<SteppedRound | null> => {
    const [row] = await q(
      db,
      sql`SELECT * FROM stepped_rounds WHERE member_id = ${memberId} AND game = ${game} AND settled_at IS NULL
        AND status = 'open' ORDER BY created_at DESC LIMIT 1`,
    );
    return row ? toRound(row) : null;
  },

  /**
   * Open rounds older at `now` than their brand's time-out (the Mines setting, 24 hours unless set), none with an
   * extra stake unresolved (its bet's answer or rollback outstanding: the job resolves it first).
   */
  expiredOpenIds: async (db: Db, now: Date, memberId: number | null, limit: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`SELECT r.round_id FROM stepped_rounds r JOIN members mb ON mb.id = r.member_id
        JOIN merchants m ON m.id = mb.merchant_id
      WHERE r.settled_at IS NULL AND r.status = 'open' AND (${memberId}::int IS NULL OR r.member_id = ${memberId})
        AND r.created_at < ${at(now)}::timestamptz
          - make_interval(mins => COALESCE((m.config->>'minesRoundTimeoutMinutes')::int, 1440))
        AND NOT EXISTS (SELECT 1 FROM stepped_stakes s WHERE s.round_id = r.round_id AND s.settled_at IS NULL)
      ORDER BY r.created_at LIMIT ${limit}`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /** Rounds pending since before `before`: made void owing their bet's rollback, claimed until `until`. */
  claimStalePending: async (db: Db, before: Date, until: Date, limit: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`UPDATE stepped_rounds SET status = 'void', closed_at = now(), claimed_until = ${at(until)}::timestamptz
      WHERE round_id IN (SELECT round_id FROM stepped_rounds WHERE settled_at IS NULL AND status = 'pending'
          AND created_at < ${at(before)}::timestamptz ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND status = 'pending'
      RETURNING round_id`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /** Rounds whose last call was decided before `closedBefore`, unanswered and unclaimed at `now`: claimed. */
  claimOwed: async (db: Db, closedBefore: Date, now: Date, until: Date, limit: number): Promise<SteppedRound[]> => {
    const rows = await q(
      db,
      sql`UPDATE stepped_rounds SET claimed_until = ${at(until)}::timestamptz
      WHERE round_id IN (SELECT round_id FROM stepped_rounds WHERE settled_at IS NULL
          AND status IN ('lost', 'cashed', 'void') AND closed_at < ${at(closedBefore)}::timestamptz
          AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
        ORDER BY closed_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND settled_at IS NULL AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
      RETURNING *`,
    );
    return rows.map(toRound);
  },

  settle: async (db: Db, roundId: string, answer: string) => {
    await q(
      db,
      sql`UPDATE stepped_rounds SET settled_at = now(), answer = ${answer}, claimed_until = NULL
        WHERE round_id = ${roundId} AND settled_at IS NULL`,
    );
  },

  release: async (db: Db, roundId: string) => {
    await q(db, sql`UPDATE stepped_rounds SET claimed_until = NULL WHERE round_id = ${roundId} AND settled_at IS NULL`);
  },

  serverHash: async (db: Db, seedId: number) => {
    const [seed] = await q(db, sql`SELECT server_hash FROM fair_seeds WHERE id = ${seedId}`);
    return String(seed?.server_hash);
  },
};
