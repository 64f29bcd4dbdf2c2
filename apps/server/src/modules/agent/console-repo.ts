import { agentTypes } from '@portal/contracts/console-agents';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, q, str, strOrNull } from '../../db/rows.ts';

/** The console's reads of agents (members, merchants and the ledger's main balances). */

const AGENT = sql`m.is_agent IN (${sql.join(
  agentTypes.map((t) => sql`${t}`),
  sql`, `,
)})`;
const ORDER: Record<string, SQL> = {
  username: sql`m.username`,
  createdAt: sql`m.created_at`,
  directCount: sql`direct_count`,
};

export interface AgentRow {
  id: number;
  merchant: string;
  username: string;
  nickname: string;
  agentType: number;
  upline: string | null;
  directCount: number;
  mainMinor: bigint;
  locked: boolean;
  createdAt: string;
}

export interface MemberBrief {
  id: number;
  username: string;
  agentType: number;
  affiliateCode: string | null;
  /** The member's brand's time zone (its days). */
  timeZone: unknown;
}

export const agentConsoleRepo = {
  /** Agents by username prefix, one page in the order asked, and how many match in all. */
  agentPage: async (
    db: Db,
    f: { q?: string | undefined; sort: string; dir: 'asc' | 'desc'; page: number; size: number },
  ): Promise<{ total: number; rows: AgentRow[] }> => {
    const prefix = f.q ? `${f.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = sql`${AGENT} AND (${prefix}::text IS NULL OR lower(m.username) LIKE ${prefix})`;
    const order = sql.join([ORDER[f.sort] ?? sql`m.username`, f.dir === 'asc' ? sql`ASC` : sql`DESC`], sql` `);
    const rows = await q(
      db,
      sql`SELECT m.id, m.username, m.nickname, m.is_agent, m.disabled, m.created_at, mc.code AS merchant,
        u.username AS upline,
        (SELECT count(*) FROM members d WHERE d.upline_id = m.id)::int AS direct_count,
        COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.owner_kind = 'member' AND a.member_id = m.id
          AND a.purpose = 'main' AND a.asset = 'CASH'), 0)::text AS balance
      FROM members m JOIN merchants mc ON mc.id = m.merchant_id LEFT JOIN members u ON u.id = m.upline_id
      WHERE ${where} ORDER BY ${order}, m.id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
    );
    const [count] = await q(db, sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`);
    return {
      total: int(count?.n),
      rows: rows.map((r) => ({
        id: int(r.id),
        merchant: str(r.merchant),
        username: str(r.username),
        nickname: str(r.nickname),
        agentType: int(r.is_agent),
        upline: strOrNull(r.upline),
        directCount: int(r.direct_count),
        mainMinor: BigInt(str(r.balance) || '0'),
        locked: Boolean(r.disabled),
        createdAt: iso(r.created_at),
      })),
    };
  },

  member: async (db: Db, id: number): Promise<MemberBrief | null> => {
    const [m] = await q(
      db,
      sql`SELECT m.id, m.username, m.is_agent, m.affiliate_code, b.config->'timeZone' AS time_zone
        FROM members m JOIN merchants b ON b.id = m.merchant_id WHERE m.id = ${id}`,
    );
    return m
      ? {
          id: int(m.id),
          username: str(m.username),
          agentType: int(m.is_agent),
          affiliateCode: strOrNull(m.affiliate_code),
          timeZone: m.time_zone,
        }
      : null;
  },
};
