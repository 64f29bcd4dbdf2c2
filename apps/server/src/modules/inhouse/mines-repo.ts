import { originalsLimitsOf } from '@portal/contracts/merchant-config';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';
import type { MinesRoundStatus } from './schema.ts';

/** The mines rounds' rows and the seed pair a round was dealt from. */

/** A PostgreSQL int[] literal. */
const intArray = (xs: number[]) => `{${xs.join(',')}}`;
const at = (d: Date) => d.toISOString();

/**
 * The most a round pays: `maxWin` when the caller knows the brand (a request), else the originals maxWin of the
 * member's brand read as the time-out reads its own setting (the default when unset).
 */
export const maxWinSql = (maxWin: bigint | null, memberId: SQL) =>
  sql`COALESCE(${maxWin === null ? null : maxWin.toString()}::bigint,
    (SELECT COALESCE((m.config->'originals'->>'maxWin')::bigint, ${originalsLimitsOf({}).maxWin})
      FROM members mb JOIN merchants m ON m.id = mb.merchant_id WHERE mb.id = ${memberId}))`;

export interface MinesRound {
  roundId: string;
  memberId: number;
  status: MinesRoundStatus;
  mines: number;
  layout: number[];
  revealed: number[];
  bet: bigint;
  nonce: number;
  seedId: number;
  /** The client seed the layout was dealt with (null only for rounds not opened yet). */
  clientSeed: string | null;
  /** The win the round owes once lost (0) or cashed; null before. */
  payout: bigint | null;
  /** Whether the wallet answered the round's last call. */
  settled: boolean;
}
const toRound = (r: Row): MinesRound => ({
  roundId: String(r.round_id),
  memberId: Number(r.member_id),
  status: r.status as MinesRoundStatus,
  nonce: Number(r.nonce),
  seedId: Number(r.seed_id),
  clientSeed: r.client_seed === null || r.client_seed === undefined ? null : String(r.client_seed),
  mines: Number(r.mines),
  layout: r.layout as number[],
  revealed: r.revealed as number[],
  bet: BigInt(String(r.bet)),
  payout: r.payout === null || r.payout === undefined ? null : BigInt(String(r.payout)),
  settled: r.settled_at !== null && r.settled_at !== undefined,
});

export const minesRepo = {
  /** A start before its bet: no seed, nonce or layout yet (they are taken once the bet is placed). */
  insertPending: async (tx: Db, r: { roundId: string; memberId: number; mines: number; bet: bigint }) => {
    await q(
      tx,
      sql`INSERT INTO mines_rounds (round_id, member_id, mines, bet, status)
      VALUES (${r.roundId}, ${r.memberId}, ${r.mines}, ${r.bet.toString()}, 'pending')`,
    );
  },

  /**
   * pending -> open with the round's seed pair, the client seed and nonce it was dealt with, and its layout; false
   * when the round was no longer pending.
   */
  openPending: async (
    tx: Db,
    r: { roundId: string; seedId: number; clientSeed: string; nonce: number; layout: number[] },
  ): Promise<boolean> => {
    const rows = await q(
      tx,
      sql`UPDATE mines_rounds SET status = 'open', seed_id = ${r.seedId}, client_seed = ${r.clientSeed},
        nonce = ${r.nonce}, layout = ${intArray(r.layout)}::int[] WHERE round_id = ${r.roundId} AND status = 'pending' RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /** pending -> void for a bet the wallet refused: nothing was taken, so nothing is owed (settled at once). */
  refusePending: async (db: Db, roundId: string) => {
    await q(
      db,
      sql`UPDATE mines_rounds SET status = 'void', closed_at = now(), settled_at = now()
        WHERE round_id = ${roundId} AND status = 'pending'`,
    );
  },

  /**
   * pending -> void with the rollback of its bet owed (the bet may have been taken); true when the round is void with
   * that rollback still unanswered (also when it already was), false when it went on (open) or is settled.
   */
  abandon: async (db: Db, roundId: string): Promise<boolean> => {
    const rows = await q(
      db,
      sql`UPDATE mines_rounds SET status = 'void', closed_at = COALESCE(closed_at, now())
        WHERE round_id = ${roundId} AND status IN ('pending', 'void') AND settled_at IS NULL RETURNING round_id`,
    );
    return rows.length > 0;
  },

  /** The member's rounds pending for over 5 minutes. */
  stalePendingIds: async (db: Db, memberId: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`SELECT round_id FROM mines_rounds WHERE member_id = ${memberId} AND status = 'pending' AND settled_at IS NULL
        AND created_at < now() - interval '5 minutes'`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /** Locks the round (the member's, unless null); null when there is none. */
  lockRound: async (tx: Db, memberId: number | null, roundId: string): Promise<MinesRound | null> => {
    const [row] = await q(
      tx,
      sql`SELECT * FROM mines_rounds WHERE round_id = ${roundId}
        AND (${memberId}::int IS NULL OR member_id = ${memberId}) FOR UPDATE`,
    );
    return row ? toRound(row) : null;
  },

  /** The revealed tiles; a mine ends the round lost, owing its win of 0. */
  saveReveal: async (tx: Db, roundId: string, revealed: number[], status: 'lost' | 'open') => {
    await q(
      tx,
      status === 'lost'
        ? sql`UPDATE mines_rounds SET revealed = ${intArray(revealed)}::int[], status = 'lost', payout = 0,
            closed_at = now() WHERE round_id = ${roundId}`
        : sql`UPDATE mines_rounds SET revealed = ${intArray(revealed)}::int[] WHERE round_id = ${roundId}`,
    );
  },

  /**
   * open -> cashed owing `payout`, at most the brand's maxWin (see maxWinSql), claimed until `claimedUntil` when the
   * settlement job sends it; the payout recorded, which is what the wallet is sent.
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
      sql`UPDATE mines_rounds SET status = 'cashed', closed_at = now(),
        payout = LEAST(${payout.toString()}::bigint, ${maxWinSql(maxWin, sql`mines_rounds.member_id`)}),
        claimed_until = ${claimedUntil ? at(claimedUntil) : null}::timestamptz WHERE round_id = ${roundId}
      RETURNING payout`,
    );
    return BigInt(String(row?.payout));
  },

  /** The member's round being played (the latest open one), or null. */
  openRoundOf: async (db: Db, memberId: number): Promise<MinesRound | null> => {
    const [row] = await q(
      db,
      sql`SELECT * FROM mines_rounds WHERE member_id = ${memberId} AND settled_at IS NULL AND status = 'open'
        ORDER BY created_at DESC LIMIT 1`,
    );
    return row ? toRound(row) : null;
  },

  /**
   * Open rounds older at `now` than their brand's time-out (minesRoundTimeoutMinutes, 24 hours unless set), the
   * member's only when one is named.
   */
  expiredOpenIds: async (db: Db, now: Date, memberId: number | null, limit: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`SELECT r.round_id FROM mines_rounds r JOIN members mb ON mb.id = r.member_id
        JOIN merchants m ON m.id = mb.merchant_id
      WHERE r.settled_at IS NULL AND r.status = 'open' AND (${memberId}::int IS NULL OR r.member_id = ${memberId})
        AND r.created_at < ${at(now)}::timestamptz
          - make_interval(mins => COALESCE((m.config->>'minesRoundTimeoutMinutes')::int, 1440))
      ORDER BY r.created_at LIMIT ${limit}`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /**
   * Rounds pending since before `before` (their bet's answer never came): made void, owing the rollback of their bet,
   * and claimed until `until` by the caller, which sends it. Each is taken by one caller (SKIP LOCKED, status).
   */
  claimStalePending: async (db: Db, before: Date, until: Date, limit: number): Promise<string[]> => {
    const rows = await q(
      db,
      sql`UPDATE mines_rounds SET status = 'void', closed_at = now(), claimed_until = ${at(until)}::timestamptz
      WHERE round_id IN (SELECT round_id FROM mines_rounds WHERE settled_at IS NULL AND status = 'pending'
          AND created_at < ${at(before)}::timestamptz ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND status = 'pending'
      RETURNING round_id`,
    );
    return rows.map((r) => String(r.round_id));
  },

  /**
   * Rounds whose last call (the win of a lost or cashed round, the rollback of a void one) was decided before
   * `closedBefore` and not answered, and not claimed at `now`: claimed until `until`, so one caller resends each.
   */
  claimOwed: async (db: Db, closedBefore: Date, now: Date, until: Date, limit: number): Promise<MinesRound[]> => {
    const rows = await q(
      db,
      sql`UPDATE mines_rounds SET claimed_until = ${at(until)}::timestamptz
      WHERE round_id IN (SELECT round_id FROM mines_rounds WHERE settled_at IS NULL
          AND status IN ('lost', 'cashed', 'void') AND closed_at < ${at(closedBefore)}::timestamptz
          AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
        ORDER BY closed_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND settled_at IS NULL AND (claimed_until IS NULL OR claimed_until < ${at(now)}::timestamptz)
      RETURNING *`,
    );
    return rows.map(toRound);
  },

  /** The wallet answered the round's last call (`answer` its status). */
  settle: async (db: Db, roundId: string, answer: string) => {
    await q(
      db,
      sql`UPDATE mines_rounds SET settled_at = now(), answer = ${answer}, claimed_until = NULL
        WHERE round_id = ${roundId} AND settled_at IS NULL`,
    );
  },

  /** Gives up a claim (the call was not answered): the next run may take the round at once. */
  release: async (db: Db, roundId: string) => {
    await q(db, sql`UPDATE mines_rounds SET claimed_until = NULL WHERE round_id = ${roundId} AND settled_at IS NULL`);
  },

  /** The seed pair's server hash ('undefined' when the seed is gone, as before). */
  serverHash: async (db: Db, seedId: number) => {
    const [seed] = await q(db, sql`SELECT server_hash FROM fair_seeds WHERE id = ${seedId}`);
    return String(seed?.server_hash);
  },
};
