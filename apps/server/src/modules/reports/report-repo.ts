import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, minor, q, str } from '../../db/rows.ts';

/** The period's bounds as timestamps: from the first day's midnight to the day after the last, in `tz`. */
const bounds = (from: string, to: string, tz: string) =>
  sql`(${from}::date)::timestamp AT TIME ZONE ${tz}, (${to}::date + 1)::timestamp AT TIME ZONE ${tz}`;

/**
 * Settled cash rounds (the settled_cash_rounds view, migration 0351) by the day they were settled, vendor and game
 * type, with their valid bets (a push has none).
 */
export async function pnlRows(db: Db, from: string, to: string, tz: string) {
  const rows = await q(
    db,
    sql`WITH b(lo, hi) AS (VALUES (${bounds(from, to, tz)}))
      SELECT to_char((r.settled_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS day,
        COALESCE(g.vassalage, r.provider) AS vassalage, COALESCE(v.name, g.vassalage, r.provider) AS vendor,
        COALESCE(g.game_type, '') AS game_type, count(*)::int AS rounds, count(DISTINCT r.member_id)::int AS players,
        sum(r.bet)::text AS bets, sum(r.valid_bet)::text AS valid_bets, sum(r.win)::text AS wins
      FROM settled_cash_rounds r CROSS JOIN b LEFT JOIN games g ON g.node_id = r.node_id
        LEFT JOIN vendors v ON v.vassalage = g.vassalage
      WHERE r.settled_at >= b.lo AND r.settled_at < b.hi
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 4`,
  );
  return rows.map((r) => ({
    day: str(r.day),
    vassalage: str(r.vassalage),
    vendor: str(r.vendor),
    gameType: str(r.game_type),
    rounds: int(r.rounds),
    players: int(r.players),
    bets: minor(r.bets),
    validBets: minor(r.valid_bets),
    wins: minor(r.wins),
  }));
}

/** Paid deposits by channel and withdrawals paid out by the account's provider, per day. */
export async function paymentRows(db: Db, from: string, to: string, tz: string) {
  const rows = await q(
    db,
    sql`WITH b(lo, hi) AS (VALUES (${bounds(from, to, tz)}))
      SELECT to_char((d.completed_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS day, 'deposit' AS direction,
        c.name AS channel, count(*)::int AS n, sum(d.amount)::text AS amount
      FROM deposits d CROSS JOIN b JOIN deposit_channels c ON c.id = d.channel_id
      WHERE d.status = 'paid' AND d.completed_at >= b.lo AND d.completed_at < b.hi GROUP BY 1, 3
      UNION ALL
      SELECT to_char((w.paid_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD'), 'withdrawal', a.provider, count(*)::int,
        sum(w.amount)::text
      FROM withdrawals w CROSS JOIN b JOIN bound_accounts a ON a.id = w.bound_account_id
      WHERE w.status IN ('paid', 'received', 'full_payment', 'not_received', 'auto_received')
        AND w.paid_at >= b.lo AND w.paid_at < b.hi GROUP BY 1, 3
      ORDER BY 1, 2, 3`,
  );
  return rows.map((r) => ({
    day: str(r.day),
    direction: str(r.direction) as 'deposit' | 'withdrawal',
    channel: str(r.channel),
    count: int(r.n),
    amount: minor(r.amount),
  }));
}

/** Every day of the period: registrations without trial accounts, and members with a valid bet (valid_bets, 0351). */
export async function playerRows(db: Db, from: string, to: string, tz: string) {
  const rows = await q(
    db,
    sql`WITH b(lo, hi) AS (VALUES (${bounds(from, to, tz)})),
      days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
      reg AS (SELECT (m.created_at AT TIME ZONE ${tz})::date AS day, count(*)::int AS n FROM members m, b
        WHERE m.created_at >= b.lo AND m.created_at < b.hi AND m.is_agent <> 4 GROUP BY 1),
      act AS (SELECT (r.settled_at AT TIME ZONE ${tz})::date AS day, count(DISTINCT r.member_id)::int AS n
        FROM valid_bets r, b WHERE r.settled_at >= b.lo AND r.settled_at < b.hi GROUP BY 1)
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(reg.n, 0) AS new_players, COALESCE(act.n, 0) AS active
      FROM days LEFT JOIN reg USING (day) LEFT JOIN act USING (day) ORDER BY days.day`,
  );
  return rows.map((r) => ({ day: str(r.day), newPlayers: int(r.new_players), activePlayers: int(r.active) }));
}

/** Members with a valid bet in the period, each once. */
export async function activeInPeriod(db: Db, from: string, to: string, tz: string) {
  const [r] = await q(
    db,
    sql`WITH b(lo, hi) AS (VALUES (${bounds(from, to, tz)}))
      SELECT count(DISTINCT r.member_id)::int AS n FROM valid_bets r, b
      WHERE r.settled_at >= b.lo AND r.settled_at < b.hi`,
  );
  return int(r?.n);
}
