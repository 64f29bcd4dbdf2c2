import { sql } from 'drizzle-orm';
import { type Brands, ofBrandMembers } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { int, minor, q, str } from '../../db/rows.ts';
import { settledOn } from '../provider/index.ts';
import { PAID_OUT } from './repo.ts';

/** The period's bounds as timestamps: from the first day's midnight to the day after the last, in `tz`. */
const bounds = (from: string, to: string, tz: string) =>
  sql`(${from}::date)::timestamp AT TIME ZONE ${tz}, (${to}::date + 1)::timestamp AT TIME ZONE ${tz}`;

/**
 * Settled cash rounds (the settled_cash_rounds view, migration 0351) by the day they were settled (the one clock,
 * settledOn), vendor and game type, with their valid bets (a push has none): the figures' rounds, broken down.
 */
export async function pnlRows(db: Db, from: string, to: string, tz: string, brands: Brands = null) {
  const rows = await q(
    db,
    sql`SELECT to_char((r.settled_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS day,
        COALESCE(g.vassalage, r.provider) AS vassalage, COALESCE(v.name, g.vassalage, r.provider) AS vendor,
        COALESCE(g.game_type, '') AS game_type, count(*)::int AS rounds, count(DISTINCT r.member_id)::int AS players,
        sum(r.bet)::text AS bets, sum(r.valid_bet)::text AS valid_bets, sum(r.win)::text AS wins
      FROM settled_cash_rounds r LEFT JOIN games g ON g.node_id = r.node_id
        LEFT JOIN vendors v ON v.vassalage = g.vassalage
      WHERE ${settledOn(from, to, tz)} AND ${ofBrandMembers(sql`r.member_id`, brands)}
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
export async function paymentRows(db: Db, from: string, to: string, tz: string, brands: Brands = null) {
  const rows = await q(
    db,
    sql`WITH b(lo, hi) AS (VALUES (${bounds(from, to, tz)}))
      SELECT to_char((d.completed_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS day, 'deposit' AS direction,
        c.name AS channel, count(*)::int AS n, sum(d.amount)::text AS amount
      FROM deposits d CROSS JOIN b JOIN deposit_channels c ON c.id = d.channel_id
      WHERE d.status = 'paid' AND d.completed_at >= b.lo AND d.completed_at < b.hi
        AND ${ofBrandMembers(sql`d.member_id`, brands)} GROUP BY 1, 3
      UNION ALL
      SELECT to_char((w.paid_at AT TIME ZONE ${tz})::date, 'YYYY-MM-DD'), 'withdrawal', a.provider, count(*)::int,
        sum(w.amount)::text
      FROM withdrawals w CROSS JOIN b JOIN bound_accounts a ON a.id = w.bound_account_id
      WHERE w.status IN ${PAID_OUT}
        AND w.paid_at >= b.lo AND w.paid_at < b.hi AND ${ofBrandMembers(sql`w.member_id`, brands)} GROUP BY 1, 3
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
