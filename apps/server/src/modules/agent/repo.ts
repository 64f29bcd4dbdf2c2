import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, q } from '../../db/rows.ts';

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
export async function overviewFigures(db: Db, agentId: number): Promise<OverviewFigures> {
  const [r] = await q(
    db,
    sql`${team(agentId)}
      SELECT
        (SELECT COUNT(*) FROM members WHERE upline_id = ${agentId})::int AS direct_count,
        (SELECT COUNT(DISTINCT id) FROM team)::int AS team_size,
        (SELECT COUNT(*) FROM members m WHERE m.id IN (SELECT id FROM team)
          AND m.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS new_today,
        (SELECT COUNT(*) FROM members m WHERE m.id IN (SELECT id FROM team)
          AND m.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS new_month,
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
  username: string;
  nickname: string;
  agentType: number;
  registeredAt: string;
  lastLoginAt: string | null;
  mainMinor: bigint;
}

/** The agent's direct downlines, newest first, optionally by username prefix. */
export async function directDownlines(
  db: Db,
  agentId: number,
  page: { page: number; pageSize: number; username?: string | undefined },
): Promise<{ list: DownlineRow[]; total: number }> {
  const prefix = page.username ? `${page.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = prefix
    ? sql`m.upline_id = ${agentId} AND lower(m.username) LIKE ${prefix}`
    : sql`m.upline_id = ${agentId}`;
  const [count] = await q(db, sql`SELECT COUNT(*)::int AS n FROM members m WHERE ${where}`);
  const list = await q(
    db,
    sql`SELECT m.username, m.nickname, m.is_agent, m.created_at,
        (SELECT MAX(s.created_at) FROM member_sessions s WHERE s.member_id = m.id) AS last_login,
        COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.owner_kind = 'member' AND a.member_id = m.id
          AND a.purpose = 'main' AND a.asset = 'CASH'), 0)::text AS main
      FROM members m WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  return {
    total: Number(count?.n ?? 0),
    list: list.map((r) => ({
      username: String(r.username),
      nickname: String(r.nickname ?? ''),
      agentType: Number(r.is_agent),
      registeredAt: iso(r.created_at),
      lastLoginAt: r.last_login == null ? null : iso(r.last_login),
      mainMinor: BigInt(String(r.main)),
    })),
  };
}
