import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { freshPgDatabase } from './pg-helper.ts';

describe('migrations on PostgreSQL', () => {
  let db: { database: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await freshPgDatabase();
  });
  afterAll(() => db.drop());

  it('applies every migration once; concurrent runs do not apply twice', async () => {
    const again = await Promise.all([migrate(db.database), migrate(db.database)]);
    expect(again).toEqual([[], []]);
    const rows = await db.database.session((q) =>
      q<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations'),
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });
});
