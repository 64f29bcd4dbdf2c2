import { sql } from 'drizzle-orm';
import type { App } from '../src/platform/http.ts';

/**
 * A fingerprint of every table's rows: any insert, update or delete anywhere changes it (a refused call must leave
 * the database as it found it).
 */
export async function everyRow(app: App): Promise<Map<string, string>> {
  const tables = (
    (await app.deps.db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )) as unknown as { rows: Array<{ tablename: string }> }
  ).rows.map((r) => r.tablename);
  const out = new Map<string, string>();
  for (const t of tables) {
    const res = (await app.deps.db.execute(
      sql`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS f
          FROM ${sql.identifier(t)} t`,
    )) as unknown as { rows: Array<{ f: string }> };
    out.set(t, String(res.rows[0]?.f));
  }
  return out;
}
