import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, minor, q, str } from '../../db/rows.ts';

/**
 * The one clock of every money figure: the rounds `r` (the settled_cash_rounds view, migration 0351) settled from
 * the first day's midnight to the day after the last, in the brand's time zone `tz` (docs/decisions.md, "One
 * definition of the console's figures"). The console's dashboard and reports and the agent centre read rounds by it.
 */
export const settledOn = (from: string, to: string, tz: string) =>
  sql`r.settled_at >= (${from}::date)::timestamp AT TIME ZONE ${tz}
    AND r.settled_at < (${to}::date + 1)::timestamp AT TIME ZONE ${tz}`;

export interface RoundDay {
  day: string;
  rounds: number;
  bets: bigint;
  validBets: bigint;
  wins: bigint;
  /** Members with a valid bet that day. */
  activePlayers: number;
}

export interface RoundFigures {
  days: RoundDay[];
  /** The period: sums of the days, active players counted once over the period. */
  total: Omit<RoundDay, 'day'>;
}

/**
 * Bets, wins, valid bets, rounds and active players of a period, day by day (every day of it, empty ones too) and
 * in total: the settled real-money rounds of every vendor, the in-house games and the lottery's slips, on the day they
 * settled in `tz`. `members`, a query of member ids, narrows them to a team.
 */
export async function roundFigures(
  db: Db,
  f: { from: string; to: string; tz: string; members?: SQL | undefined },
): Promise<RoundFigures> {
  const rows = await q(
    db,
    sql`WITH rounds AS (
        SELECT (r.settled_at AT TIME ZONE ${f.tz})::date AS day, r.member_id, r.bet, r.valid_bet, r.win
        FROM settled_cash_rounds r
        WHERE ${settledOn(f.from, f.to, f.tz)} ${f.members ? sql`AND r.member_id IN (${f.members})` : sql``}),
      days AS (SELECT d::date AS day FROM generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d),
      per AS (SELECT day, count(*)::int AS rounds, sum(bet) AS bets, sum(valid_bet) AS valid_bets, sum(win) AS wins,
          count(DISTINCT member_id) FILTER (WHERE valid_bet > 0)::int AS active
        FROM rounds GROUP BY day)
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(per.rounds, 0) AS rounds,
        COALESCE(per.bets, 0)::text AS bets, COALESCE(per.valid_bets, 0)::text AS valid_bets,
        COALESCE(per.wins, 0)::text AS wins, COALESCE(per.active, 0) AS active,
        (SELECT count(DISTINCT member_id) FROM rounds WHERE valid_bet > 0)::int AS period_active
      FROM days LEFT JOIN per USING (day) ORDER BY days.day`,
  );
  const days = rows.map((r) => ({
    day: str(r.day),
    rounds: int(r.rounds),
    bets: minor(r.bets),
    validBets: minor(r.valid_bets),
    wins: minor(r.wins),
    activePlayers: int(r.active),
  }));
  const total = { rounds: 0, bets: 0n, validBets: 0n, wins: 0n, activePlayers: int(rows[0]?.period_active) };
  for (const d of days) {
    total.rounds += d.rounds;
    total.bets += d.bets;
    total.validBets += d.validBets;
    total.wins += d.wins;
  }
  return { days, total };
}
