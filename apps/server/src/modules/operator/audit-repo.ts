import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, q, str } from '../../db/rows.ts';

const escaped = (s: string) => s.replace(/[%_\\]/g, '\\$&');

/**
 * The audit log filtered by operator (exact username), action (a prefix: `deposit.` finds every deposit action),
 * target (a part of it) and days in the operator's time zone; newest first unless asked otherwise.
 */
export async function auditPage(
  db: Db,
  f: {
    operator?: string | undefined;
    action?: string | undefined;
    target?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    tz: string;
    dir: 'asc' | 'desc';
    page: number;
    size: number;
  },
) {
  const where = sql`(${f.operator ?? null}::text IS NULL OR o.username = ${f.operator?.toLowerCase() ?? null})
    AND (${f.action ?? null}::text IS NULL OR x.action LIKE ${`${escaped(f.action ?? '')}%`})
    AND (${f.target ?? null}::text IS NULL OR x.target ILIKE ${`%${escaped(f.target ?? '')}%`})
    AND (${f.from ?? null}::date IS NULL OR x.created_at >= (${f.from ?? null}::date)::timestamp AT TIME ZONE ${f.tz})
    AND (${f.to ?? null}::date IS NULL OR x.created_at < (${f.to ?? null}::date + 1)::timestamp AT TIME ZONE ${f.tz})`;
  const from = sql`FROM operator_audit x JOIN operators o ON o.id = x.operator_id`;
  const rows = await q(
    db,
    sql`SELECT x.id, o.username, x.action, x.target, x.detail, x.created_at ${from} WHERE ${where}
      ORDER BY x.id ${f.dir === 'asc' ? sql`ASC` : sql`DESC`} LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
  return {
    rows: rows.map((r) => ({
      id: int(r.id),
      operator: str(r.username),
      action: str(r.action),
      target: str(r.target),
      detail: (r.detail ?? {}) as Record<string, unknown>,
      createdAt: iso(r.created_at),
    })),
    total: int(count?.n),
  };
}

/** The distinct actions recorded so far, for the filter's choices. */
export async function auditActions(db: Db) {
  return (await q(db, sql`SELECT DISTINCT action FROM operator_audit ORDER BY action`)).map((r) => str(r.action));
}
