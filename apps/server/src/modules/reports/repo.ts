import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';

const DEPOSIT_KINDS = sql`('deposit', 'deposit_manual')`;
const COUNTED_KINDS = sql`('deposit', 'deposit_manual', 'withdrawal_payout', 'bet', 'win', 'rollback')`;

export interface DayRow {
  day: string;
  registrations: number;
  firstDeposits: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bets: bigint;
  betCount: number;
  wins: bigint;
  activePlayers: number;
}

const big = (v: unknown) => BigInt(String(v ?? '0'));

/**
 * The day-by-day figures of a period (inclusive days in time zone `tz`), straight from the ledger, the members and
 * the deposits: money by transfer kind (a rolled-back bet is no bet), registrations without trial accounts, first
 * deposits as the day of each member's first deposit transfer, active players as members who bet that day.
 */
export async function dailyFigures(db: Db, from: string, to: string, tz: string): Promise<DayRow[]> {
  const rows = await q(
    db,
    sql`WITH bounds AS (
        SELECT (${from}::date)::timestamp AT TIME ZONE ${tz} AS lo, (${to}::date + 1)::timestamp AT TIME ZONE ${tz} AS hi),
      days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d),
      reg AS (SELECT (m.created_at AT TIME ZONE ${tz})::date AS day, count(*)::int AS n
        FROM members m, bounds b WHERE m.created_at >= b.lo AND m.created_at < b.hi AND m.is_agent <> 4 GROUP BY 1),
      money AS (SELECT (t.created_at AT TIME ZONE ${tz})::date AS day,
          COALESCE(sum(t.amount) FILTER (WHERE t.kind IN ${DEPOSIT_KINDS}), 0) AS deposits,
          count(*) FILTER (WHERE t.kind IN ${DEPOSIT_KINDS})::int AS deposit_count,
          COALESCE(sum(t.amount) FILTER (WHERE t.kind = 'withdrawal_payout'), 0) AS withdrawals,
          count(*) FILTER (WHERE t.kind = 'withdrawal_payout')::int AS withdrawal_count,
          COALESCE(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0) - COALESCE(sum(t.amount) FILTER (WHERE t.kind = 'rollback'), 0) AS bets,
          (count(*) FILTER (WHERE t.kind = 'bet') - count(*) FILTER (WHERE t.kind = 'rollback'))::int AS bet_count,
          COALESCE(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0) AS wins,
          count(DISTINCT t.member_id) FILTER (WHERE t.kind = 'bet')::int AS active
        FROM ledger_transfers t, bounds b
        WHERE t.created_at >= b.lo AND t.created_at < b.hi AND t.kind IN ${COUNTED_KINDS} GROUP BY 1),
      firsts AS (SELECT (f.first_at AT TIME ZONE ${tz})::date AS day, count(*)::int AS n
        FROM (SELECT member_id, min(created_at) AS first_at FROM ledger_transfers
          WHERE kind IN ${DEPOSIT_KINDS} GROUP BY member_id) f, bounds b
        WHERE f.first_at >= b.lo AND f.first_at < b.hi GROUP BY 1)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(reg.n, 0) AS registrations, COALESCE(firsts.n, 0) AS first_deposits,
      COALESCE(money.deposits, 0)::text AS deposits, COALESCE(money.deposit_count, 0) AS deposit_count,
      COALESCE(money.withdrawals, 0)::text AS withdrawals, COALESCE(money.withdrawal_count, 0) AS withdrawal_count,
      COALESCE(money.bets, 0)::text AS bets, COALESCE(money.bet_count, 0) AS bet_count,
      COALESCE(money.wins, 0)::text AS wins, COALESCE(money.active, 0) AS active
    FROM days LEFT JOIN reg USING (day) LEFT JOIN money USING (day) LEFT JOIN firsts USING (day) ORDER BY days.day`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    registrations: Number(r.registrations),
    firstDeposits: Number(r.first_deposits),
    deposits: big(r.deposits),
    depositCount: Number(r.deposit_count),
    withdrawals: big(r.withdrawals),
    withdrawalCount: Number(r.withdrawal_count),
    bets: big(r.bets),
    betCount: Number(r.bet_count),
    wins: big(r.wins),
    activePlayers: Number(r.active),
  }));
}

/** Members who bet at least once in the period (a member active on several days counts once). */
export async function activePlayers(db: Db, from: string, to: string, tz: string): Promise<number> {
  const [r] = await q(
    db,
    sql`SELECT count(DISTINCT member_id)::int AS n FROM ledger_transfers
      WHERE kind = 'bet' AND created_at >= (${from}::date)::timestamp AT TIME ZONE ${tz}
        AND created_at < (${to}::date + 1)::timestamp AT TIME ZONE ${tz}`,
  );
  return Number(r?.n ?? 0);
}
