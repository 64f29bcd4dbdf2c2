import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies `migrations/*.sql` in name order, once each. Files are numbered by area
 * (0001 core, 0100 accounts, 0200 wallet, 0300 games ...) so areas never collide.
 * A PostgreSQL advisory lock keeps several instances from migrating at once.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return database.session(async (query) => {
    await query('SELECT pg_advisory_lock(727001)');
    try {
      await query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      const applied: string[] = [];
      for (const name of files) {
        if (done.has(name)) continue;
        const sql = await readFile(dir + name, 'utf8');
        await query('BEGIN');
        try {
          await query(sql);
          await query('INSERT INTO schema_migrations(name) VALUES ($1)', [name]);
          await query('COMMIT');
        } catch (e) {
          await query('ROLLBACK');
          throw new Error(`migration ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
        }
        applied.push(name);
      }
      return applied;
    } finally {
      await query('SELECT pg_advisory_unlock(727001)');
    }
  });
}
