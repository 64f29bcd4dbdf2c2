import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { OVERLAP } from '../points/index.ts';
import { periodKeySql } from './periods.ts';

/** An event source: rows with a member, a time, an event key and, per mission, the amount it adds (null: none). */
export interface Source {
  cursor: string;
  /** Selects member_id, at, event_key, game_type, bet, win, amount from the source, in a time window. */
  rows: (window: SQL) => SQL;
  kinds: string[];
  /** What one event adds to a mission `ms` of these kinds, or NULL when it does not count. */
  amount: SQL;
  timeColumn: string;
}

const BATCH = 2000;

/**
 * Counts one source's new events into mission progress in one statement: the rows after the cursor (up to a batch)
 * and those of the look-back window, joined to the brand's active missions of the source's kinds, inserted as
 * mission events (each once by its key), and added to the progress of their period, completing it at the target.
 * Answers the time of the newest row read (the next cursor) or null when there was none.
 */
export async function countSource(tx: Db, s: Source, after: Date): Promise<string | null> {
  const from = after.toISOString();
  const batch = sql`(${s.rows(sql`${sql.raw(s.timeColumn)} > ${from}::timestamptz`)} ORDER BY ${sql.raw(s.timeColumn)} LIMIT ${BATCH})`;
  const lookBack = sql`(${s.rows(
    sql`${sql.raw(s.timeColumn)} > ${from}::timestamptz - ${OVERLAP} AND ${sql.raw(s.timeColumn)} <= ${from}::timestamptz`,
  )})`;
  const kinds = sql.join(
    s.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const [r] = await q(
    tx,
    sql`WITH src AS (${batch} UNION ALL ${lookBack}),
      ev AS (
        SELECT ms.id AS mission_id, src.member_id, ${periodKeySql(sql`ms.period`, sql`src.at`)} AS period_key,
          src.event_key, ${s.amount} AS amount
        FROM src JOIN members mb ON mb.id = src.member_id AND mb.is_agent <> 4
        JOIN missions ms ON ms.merchant_id = mb.merchant_id AND ms.active AND ms.kind IN (${kinds})
      ),
      ins AS (
        INSERT INTO mission_events (mission_id, member_id, period_key, event_key, amount)
        SELECT mission_id, member_id, period_key, event_key, amount FROM ev WHERE amount IS NOT NULL AND amount > 0
        ON CONFLICT DO NOTHING RETURNING mission_id, member_id, period_key, amount
      ),
      added AS (
        SELECT i.mission_id, i.member_id, i.period_key, SUM(i.amount)::bigint AS amount, MAX(m.target) AS target
        FROM ins i JOIN missions m ON m.id = i.mission_id GROUP BY i.mission_id, i.member_id, i.period_key
      ),
      upserted AS (
        INSERT INTO mission_progress (mission_id, member_id, period_key, progress, completed_at)
        SELECT mission_id, member_id, period_key, amount, CASE WHEN amount >= target THEN now() END FROM added
        ON CONFLICT (mission_id, member_id, period_key) DO UPDATE SET
          progress = mission_progress.progress + EXCLUDED.progress,
          completed_at = COALESCE(mission_progress.completed_at, CASE WHEN mission_progress.progress + EXCLUDED.progress
            >= (SELECT target FROM missions WHERE id = EXCLUDED.mission_id) THEN now() END)
        RETURNING 1
      )
      SELECT (SELECT MAX(at) FROM src) AS newest, (SELECT count(*) FROM upserted) AS changed`,
  );
  const newest = r?.newest;
  return newest === null || newest === undefined
    ? null
    : newest instanceof Date
      ? newest.toISOString()
      : String(newest);
}

/**
 * Valid bets (the valid_bets view, migration 0351: settled, real money, not a push): bet missions add the valid bet,
 * rounds missions one, win missions one for a big enough win; a category mission counts its game family only.
 */
export const ROUNDS: Source = {
  cursor: 'missions:rounds',
  timeColumn: 'r.settled_at',
  kinds: ['bet', 'rounds', 'win'],
  rows: (
    window,
  ) => sql`SELECT r.member_id, r.settled_at AS at, 'round:' || r.provider || ':' || r.round_id AS event_key,
      r.family AS game_type, r.valid_bet AS bet, r.win
    FROM valid_bets r WHERE ${window}`,
  amount: sql`CASE WHEN ms.category IS NOT NULL AND ms.category <> src.game_type THEN NULL
    WHEN ms.kind = 'bet' THEN src.bet
    WHEN ms.kind = 'rounds' THEN 1
    WHEN ms.kind = 'win' AND src.win >= src.bet * ms.multiple THEN 1 END`,
};

/** Paid deposits add their amount. */
export const DEPOSITS: Source = {
  cursor: 'missions:deposits',
  timeColumn: 'd.completed_at',
  kinds: ['deposit'],
  rows: (window) => sql`SELECT d.member_id, d.completed_at AS at, 'deposit:' || d.id AS event_key,
      NULL::text AS game_type, d.amount AS bet, 0::bigint AS win
    FROM deposits d WHERE d.status = 'paid' AND ${window}`,
  amount: sql`src.bet`,
};

/** Sessions: a login mission counts days, so every session of a day is the same event. */
export const LOGINS: Source = {
  cursor: 'missions:logins',
  timeColumn: 's.created_at',
  kinds: ['login'],
  rows: (window) => sql`SELECT s.member_id, s.created_at AS at,
      'login:' || to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS event_key,
      NULL::text AS game_type, 0::bigint AS bet, 0::bigint AS win
    FROM member_sessions s WHERE ${window}`,
  amount: sql`1`,
};
