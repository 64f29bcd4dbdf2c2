import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, likePrefix, minor, q, str } from '../../db/rows.ts';
import { settledOn } from '../provider/index.ts';

/** Every member below the agent (all levels), as a recursive CTE; the depth guard stops a corrupt upline cycle. */
const team = (agentId: number) => sql`WITH RECURSIVE team(id, depth) AS (
    SELECT id, 1 FROM members WHERE upline_id = ${agentId}
    UNION ALL
    SELECT m.id, t.depth + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.depth < 50
  )`;

export interface OverviewFigures {
  directCount: number;
  teamSize: number;
  newToday: number;
  newThisMonth: number;
  teamMainMinor: bigint;
}

/** Team figures; days and months are UTC (docs/decisions.md). */
/** The agent's team in numbers; "today" and "this month" are the brand's (time zone `tz`), the console's clock. */
export async function overviewFigures(db: Db, agentId: number, tz: string): Promise<OverviewFigures> {
  const [r] = await q(
    db,
    sql`${team(agentId)}
      SELECT
        (SELECT COUNT(*) FROM members WHERE upline_id = ${agentId})::int AS direct_count,
        (SELECT COUNT(DISTINCT id) FROM team)::int AS team_size,
        (SELECT COUNT(*) FROM members m WHERE m.id IN (SELECT id FROM team)
          AND m.created_at >= date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})::int AS new_today,
        (SELECT COUNT(*) FROM members m WHERE m.id IN (SELECT id FROM team)
          AND m.created_at >= date_trunc('month', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})::int AS new_month,
        (SELECT COALESCE(SUM(a.balance), 0)::text FROM ledger_accounts a
          WHERE a.owner_kind = 'member' AND a.purpose = 'main' AND a.asset = 'CASH'
          AND a.member_id IN (SELECT id FROM team)) AS team_main`,
  );
  return {
    directCount: Number(r?.direct_count ?? 0),
    teamSize: Number(r?.team_size ?? 0),
    newToday: Number(r?.new_today ?? 0),
    newThisMonth: Number(r?.new_month ?? 0),
    teamMainMinor: BigInt(String(r?.team_main ?? '0')),
  };
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  agentType: number;
  registeredAt: string;
  lastLoginAt: string | null;
  mainMinor: bigint;
  downlineCount: number;
  initialPasswordPending: boolean;
}

/** The agent's direct downlines, newest first, optionally by username prefix. */
export async function directDownlines(
  db: Db,
  agentId: number,
  page: { page: number; pageSize: number; username?: string | undefined },
): Promise<{ list: DownlineRow[]; total: number }> {
  const prefix = likePrefix(page.username);
  const where = prefix
    ? sql`m.upline_id = ${agentId} AND lower(m.username) LIKE ${prefix}`
    : sql`m.upline_id = ${agentId}`;
  const [count] = await q(db, sql`SELECT COUNT(*)::int AS n FROM members m WHERE ${where}`);
  const list = await q(
    db,
    sql`SELECT m.id, m.username, m.nickname, m.is_agent, m.created_at, m.initial_password_until IS NOT NULL AS initial,
        (SELECT MAX(s.created_at) FROM member_sessions s WHERE s.member_id = m.id) AS last_login,
        (SELECT COUNT(*) FROM members d WHERE d.upline_id = m.id)::int AS downlines,
        COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.owner_kind = 'member' AND a.member_id = m.id
          AND a.purpose = 'main' AND a.asset = 'CASH'), 0)::text AS main
      FROM members m WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  return {
    total: Number(count?.n ?? 0),
    list: list.map((r) => ({
      id: Number(r.id),
      username: String(r.username),
      nickname: String(r.nickname ?? ''),
      agentType: Number(r.is_agent),
      registeredAt: iso(r.created_at),
      lastLoginAt: r.last_login == null ? null : iso(r.last_login),
      mainMinor: BigInt(String(r.main)),
      downlineCount: Number(r.downlines ?? 0),
      initialPasswordPending: r.initial === true,
    })),
  };
}

export interface TeamMember {
  id: number;
  level: number;
  username: string;
  isAgent: number;
  mobile: string | null;
  dialingCode: string | null;
}

/** A member of the agent's team (any level) by username, with its level below the agent; undefined otherwise. */
export async function teamMember(db: Db, agentId: number, username: string): Promise<TeamMember | undefined> {
  const [r] = await q(
    db,
    sql`${team(agentId)}
      SELECT m.id, m.username, m.is_agent, m.mobile, m.dialing_code, MIN(t.depth)::int AS level
      FROM team t JOIN members m ON m.id = t.id
      WHERE m.username = ${username.toLowerCase()} GROUP BY m.id`,
  );
  return r
    ? {
        id: Number(r.id),
        level: Number(r.level),
        username: String(r.username),
        isAgent: Number(r.is_agent),
        mobile: r.mobile == null ? null : String(r.mobile),
        dialingCode: r.dialing_code == null ? null : String(r.dialing_code),
      }
    : undefined;
}

export interface Sums {
  rounds: number;
  betMinor: bigint;
  validMinor: bigint;
  payoutMinor: bigint;
}
const sumsOf = (r: Record<string, unknown> | undefined): Sums => ({
  rounds: Number(r?.rounds ?? 0),
  betMinor: minor(r?.bet),
  validMinor: minor(r?.valid),
  payoutMinor: minor(r?.payout),
});

/**
 * Settlement day in [from, to] (inclusive, in the brand's time zone `tz`), of the settled cash rounds `r` (the
 * settled_cash_rounds view, migration 0351, whose valid_bet is the one definition of a valid bet: a push has none):
 * the console's clock (settledOn), so a day's team figures are the console's for the same rounds.
 */
const settledIn = (tz: string, from?: string, to?: string) =>
  from && to
    ? settledOn(from, to, tz)
    : sql`true
  ${from ? sql`AND r.settled_at >= (${from}::date)::timestamp AT TIME ZONE ${tz}` : sql``}
  ${to ? sql`AND r.settled_at < (${to}::date + 1)::timestamp AT TIME ZONE ${tz}` : sql``}`;

export interface TeamBetRow {
  roundId: string;
  username: string;
  time: string;
  vassalage: string;
  gameType: string;
  names: Record<string, string> | null;
  betMinor: bigint;
  payoutMinor: bigint;
}

/**
 * The team's settled cash rounds, newest first, and their totals: one statement (the recursive team, the filtered
 * rounds, their sums and the asked page).
 */
export async function teamBets(
  db: Db,
  agentId: number,
  f: {
    memberId?: number | undefined;
    vassalage?: string | undefined;
    gameType?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    tz: string;
    pageNo: number;
    pageSize: number;
  },
): Promise<{ sums: Sums; list: TeamBetRow[] }> {
  const rows = await q(
    db,
    sql`${team(agentId)},
      rounds AS (
        SELECT r.round_id, r.member_id, r.bet, r.win, r.settled_at, r.node_id, r.provider, r.valid_bet AS valid
        FROM settled_cash_rounds r LEFT JOIN games g ON g.node_id = r.node_id
        WHERE r.member_id IN (SELECT id FROM team) AND ${settledIn(f.tz, f.startDate, f.endDate)}
          ${f.memberId ? sql`AND r.member_id = ${f.memberId}` : sql``}
          ${f.vassalage ? sql`AND COALESCE(g.vassalage, r.provider) = ${f.vassalage}` : sql``}
          ${f.gameType ? sql`AND g.game_type = ${f.gameType}` : sql``}),
      sums AS (SELECT COUNT(*)::int AS rounds, COALESCE(SUM(bet), 0)::text AS bet, COALESCE(SUM(valid), 0)::text AS valid,
          COALESCE(SUM(win), 0)::text AS payout FROM rounds)
      SELECT s.*, p.round_id, p.bet AS p_bet, p.win AS p_win, p.settled_at, COALESCE(g.vassalage, p.provider) AS vassalage,
        COALESCE(g.game_type, '') AS game_type, g.names, m.username
      FROM sums s
      LEFT JOIN LATERAL (SELECT * FROM rounds ORDER BY settled_at DESC, round_id DESC
        LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}) p ON true
      -- The page's game names are joined for its rows only: the rounds kept for the sums stay narrow.
      LEFT JOIN games g ON g.node_id = p.node_id
      LEFT JOIN members m ON m.id = p.member_id
      ORDER BY p.settled_at DESC, p.round_id DESC`,
  );
  return {
    sums: sumsOf(rows[0]),
    list: rows
      .filter((r) => r.round_id != null)
      .map((r) => ({
        roundId: str(r.round_id),
        username: str(r.username),
        time: iso(r.settled_at),
        vassalage: str(r.vassalage),
        gameType: str(r.game_type),
        names: (r.names ?? null) as Record<string, string> | null,
        betMinor: minor(r.p_bet),
        payoutMinor: minor(r.p_win),
      })),
  };
}

export interface ProfitRow extends Sums {
  username: string;
  agentType: number;
  level: number;
}

/**
 * Profit and loss per team member that played in [from, to]: one statement. The biggest loss for the member (the
 * house's gain) comes first.
 */
export async function teamProfit(
  db: Db,
  agentId: number,
  f: { from: string; to: string; tz: string; memberId?: number | undefined; pageNo: number; pageSize: number },
): Promise<{ sums: Sums & { members: number }; list: ProfitRow[] }> {
  const rows = await q(
    db,
    sql`${team(agentId)},
      levels AS (SELECT id, MIN(depth) AS level FROM team GROUP BY id),
      per AS (
        SELECT r.member_id, COUNT(*)::int AS rounds, SUM(r.bet) AS bet, SUM(r.valid_bet) AS valid, SUM(r.win) AS payout
        FROM settled_cash_rounds r JOIN levels l ON l.id = r.member_id
        WHERE ${settledIn(f.tz, f.from, f.to)} ${f.memberId ? sql`AND r.member_id = ${f.memberId}` : sql``}
        GROUP BY r.member_id),
      sums AS (SELECT COUNT(*)::int AS members, COALESCE(SUM(rounds), 0)::int AS rounds,
          COALESCE(SUM(bet), 0)::text AS bet, COALESCE(SUM(valid), 0)::text AS valid,
          COALESCE(SUM(payout), 0)::text AS payout FROM per)
      SELECT s.*, p.member_id, p.rounds AS p_rounds, p.bet::text AS p_bet, p.valid::text AS p_valid,
        p.payout::text AS p_payout, m.username, m.is_agent, l.level
      FROM sums s
      LEFT JOIN LATERAL (SELECT * FROM per ORDER BY payout - bet ASC, member_id
        LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}) p ON true
      LEFT JOIN members m ON m.id = p.member_id
      LEFT JOIN levels l ON l.id = p.member_id
      ORDER BY p.payout - p.bet ASC, p.member_id`,
  );
  return {
    sums: { ...sumsOf(rows[0]), members: Number(rows[0]?.members ?? 0) },
    list: rows
      .filter((r) => r.member_id != null)
      .map((r) => ({
        username: str(r.username),
        agentType: Number(r.is_agent),
        level: Number(r.level),
        rounds: Number(r.p_rounds),
        betMinor: minor(r.p_bet),
        validMinor: minor(r.p_valid),
        payoutMinor: minor(r.p_payout),
      })),
  };
}

/** The brand's agent notices (announcements of type 'AG'), newest first, with the member's read state. */
export async function notices(
  db: Db,
  merchantId: number,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const rows = await q(
    db,
    sql`WITH n AS (
        SELECT a.id, a.title, a.content, a.published_at, a.sort, (r.member_id IS NOT NULL) AS read
        FROM announcements a
        LEFT JOIN agent_notice_reads r ON r.announcement_id = a.id AND r.member_id = ${memberId}
        WHERE a.merchant_id = ${merchantId} AND a.type = 'AG' AND a.enabled AND a.published_at <= now()),
      c AS (SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE NOT read)::int AS unread FROM n)
      SELECT c.*, p.* FROM c LEFT JOIN LATERAL (SELECT * FROM n ORDER BY published_at DESC, sort, id DESC
        LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}) p ON true
      ORDER BY p.published_at DESC, p.sort, p.id DESC`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    unread: Number(rows[0]?.unread ?? 0),
    list: rows
      .filter((r) => r.id != null)
      .map((r) => ({
        id: Number(r.id),
        title: r.title as Record<string, string>,
        content: r.content as Record<string, string>,
        publishedAt: iso(r.published_at),
        read: Boolean(r.read),
      })),
  };
}

/** Marks one of the brand's agent notices read; false when there is no such notice. */
export async function markNoticeRead(db: Db, merchantId: number, memberId: number, id: number): Promise<boolean> {
  const rows = await q(
    db,
    sql`WITH a AS (SELECT id FROM announcements WHERE id = ${id} AND merchant_id = ${merchantId} AND type = 'AG' AND enabled),
      ins AS (INSERT INTO agent_notice_reads (member_id, announcement_id) SELECT ${memberId}, id FROM a
        ON CONFLICT DO NOTHING)
      SELECT id FROM a`,
  );
  return rows.length > 0;
}
