import type { TLotteryPick } from '@portal/contracts/lottery';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';

/** A member's game rounds as the portal shows them (game_rounds is the provider module's, lottery_* the lottery's). */

export interface RoundFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  vassalage?: string | undefined;
  status: string;
}

export interface RoundRow {
  roundId: string;
  time: string;
  /** The game's vendor, else the round's provider. */
  vassalage: string;
  provider: string;
  names: Record<string, string> | null;
  bet: bigint;
  win: bigint;
  status: string;
  detail: unknown;
  /** A lottery slip's draw and picks (null for other rounds). */
  lottery: { gameCode: string; numero: string; picks: TLotteryPick[]; result: number[] | null } | null;
}

export interface ProfitRow {
  period: string;
  bet: bigint;
  win: bigint;
  rounds: number;
}

export interface WinRow {
  username: string;
  names: { en?: string } | null;
  bet: bigint;
  win: bigint;
  time: string;
}

function roundFilter(memberId: number, f: RoundFilter): SQL {
  const where: SQL[] = [sql`r.member_id = ${memberId}`];
  if (f.status !== 'all') where.push(sql`r.status = ${f.status}`);
  if (f.vassalage) where.push(sql`g.vassalage = ${f.vassalage}`);
  if (f.startDate) where.push(sql`r.created_at >= ${`${f.startDate}T00:00:00Z`}::timestamptz`);
  if (f.endDate) where.push(sql`r.created_at < ${`${f.endDate}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return sql.join(where, sql` AND `);
}

const TRUNC: Record<string, SQL> = {
  daily: sql`date_trunc('day', created_at)`,
  weekly: sql`date_trunc('week', created_at)`,
  monthly: sql`date_trunc('month', created_at)`,
  semimonthly: sql`date_trunc('month', created_at) + CASE WHEN extract(day FROM created_at) > 15 THEN interval '15 days' ELSE interval '0' END`,
};

export const recordsRepo = {
  /** One page of the member's rounds matching the filter, newest first, and how many match in all. */
  roundPage: async (
    db: Db,
    memberId: number,
    f: RoundFilter & { pageNo: number; pageSize: number },
  ): Promise<{ total: number; rows: RoundRow[] }> => {
    const cond = roundFilter(memberId, f);
    const [count] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM game_rounds r LEFT JOIN games g ON g.node_id = r.node_id WHERE ${cond}`,
    );
    const rows = await q(
      db,
      // A lottery round is a slip: its draw and picks come with it (open slips have no settlement detail yet).
      sql`SELECT r.*, g.vassalage, g.names, ld.game_code AS lottery_game, ld.numero AS lottery_numero,
      ld.result AS lottery_result,
      (SELECT json_agg(b.pick ORDER BY b.id) FROM lottery_bets b WHERE b.slip_id = ls.id) AS lottery_picks
    FROM game_rounds r LEFT JOIN games g ON g.node_id = r.node_id
      LEFT JOIN lottery_slips ls ON ls.round_id = r.round_id LEFT JOIN lottery_draws ld ON ld.id = ls.draw_id
    WHERE ${cond} ORDER BY r.created_at DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`,
    );
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((r) => ({
        roundId: String(r.round_id),
        time: new Date(String(r.created_at)).toISOString(),
        vassalage: String(r.vassalage ?? r.provider),
        provider: String(r.provider),
        names: (r.names ?? null) as Record<string, string> | null,
        bet: BigInt(String(r.bet)),
        win: BigInt(String(r.win)),
        status: String(r.status),
        detail: r.detail,
        lottery:
          r.lottery_numero === null || r.lottery_numero === undefined
            ? null
            : {
                gameCode: String(r.lottery_game),
                numero: String(r.lottery_numero),
                picks: (r.lottery_picks ?? []) as TLotteryPick[],
                result: (r.lottery_result as number[] | null) ?? null,
              },
      })),
    };
  },

  /** The member's settled bets and wins by period (daily unless weekly, monthly or semimonthly), latest 12 periods. */
  profitByPeriod: async (db: Db, memberId: number, period: string): Promise<ProfitRow[]> => {
    const bucket = TRUNC[period] ?? (TRUNC.daily as SQL);
    const rows = await q(
      db,
      sql`SELECT ${bucket} AS p, sum(bet)::bigint AS bet, sum(win)::bigint AS win, count(*)::int AS n FROM game_rounds
    WHERE member_id = ${memberId} AND status = 'settled' GROUP BY 1 ORDER BY 1 DESC LIMIT 12`,
    );
    return rows.map((r) => ({
      period: new Date(String(r.p)).toISOString().slice(0, 10),
      bet: BigInt(String(r.bet)),
      win: BigInt(String(r.win)),
      rounds: Number(r.n),
    }));
  },

  /** The brand's 20 latest real-money wins above the stake (reads members, the accounts' table). */
  latestWins: async (db: Db, merchantId: number): Promise<WinRow[]> => {
    const rows = await q(
      db,
      // Real money only (settled_cash_rounds: no fun money, no rolled-back round) and real wins: a push (the stake
      // back) or a win smaller than the stake is no win to show.
      sql`SELECT r.win, r.bet, r.settled_at, m.username, g.names FROM settled_cash_rounds r
        JOIN members m ON m.id = r.member_id LEFT JOIN games g ON g.node_id = r.node_id
    WHERE m.merchant_id = ${merchantId} AND r.win > r.bet ORDER BY r.settled_at DESC, r.win DESC LIMIT 20`,
    );
    return rows.map((r) => ({
      username: String(r.username),
      names: r.names as { en?: string } | null,
      bet: BigInt(String(r.bet)),
      win: BigInt(String(r.win)),
      time: new Date(String(r.settled_at)).toISOString(),
    }));
  },
};
