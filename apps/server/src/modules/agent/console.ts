import type { TPage } from '@portal/contracts/console';
import {
  agentTypes,
  type TConsoleAgentFigures,
  type TConsoleAgentRow,
  type TConsoleDownline,
} from '@portal/contracts/console-agents';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, q, str, strOrNull } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { directDownlines, overviewFigures } from './repo.ts';

/** The console's view of agents: any agent's figures and tree, the same queries as the portal's agent centre. */

const AGENT = sql`m.is_agent IN (${sql.join(
  agentTypes.map((t) => sql`${t}`),
  sql`, `,
)})`;
const ORDER: Record<string, SQL> = {
  username: sql`m.username`,
  createdAt: sql`m.created_at`,
  directCount: sql`direct_count`,
};

/** Agents by username prefix, paged. */
export async function agentPage(
  db: Db,
  f: { q?: string | undefined; sort: string; dir: 'asc' | 'desc'; page: number; size: number },
): Promise<TPage<TConsoleAgentRow>> {
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
      mainBalance: formatMinor(BigInt(str(r.balance) || '0')),
      locked: Boolean(r.disabled),
      createdAt: iso(r.created_at),
    })),
  };
}

async function memberOf(db: Db, id: number) {
  const [m] = await q(db, sql`SELECT id, username, is_agent, affiliate_code FROM members WHERE id = ${id}`);
  if (!m) throw new AppError('not_found');
  return m;
}

/** One agent's team figures, as its team overview in the portal shows them; not_found for a non-agent. */
export async function agentFigures(db: Db, id: number): Promise<TConsoleAgentFigures> {
  const m = await memberOf(db, id);
  if (!(agentTypes as ReadonlyArray<number>).includes(int(m.is_agent))) throw new AppError('not_found');
  const f = await overviewFigures(db, id);
  return {
    id,
    username: str(m.username),
    agentType: int(m.is_agent),
    affiliateCode: strOrNull(m.affiliate_code),
    directCount: f.directCount,
    teamSize: f.teamSize,
    newToday: f.newToday,
    newThisMonth: f.newThisMonth,
    teamMainBalance: formatMinor(f.teamMainMinor),
  };
}

/** Any member's direct downlines (the tree opens one level at a time, from any depth), newest first. */
export async function memberDownlines(
  db: Db,
  id: number,
  p: { page: number; size: number },
): Promise<TPage<TConsoleDownline>> {
  await memberOf(db, id);
  const r = await directDownlines(db, id, { page: p.page + 1, pageSize: p.size });
  return { total: r.total, rows: r.list.map(({ mainMinor, ...d }) => ({ ...d, mainBalance: formatMinor(mainMinor) })) };
}
