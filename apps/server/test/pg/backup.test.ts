import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { house, memberMain, postTransfer } from '../../src/modules/wallet/ledger.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { pgUrl } from './pg-helper.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The production guide's backup and restore scripts, run as an operator would, on the real PostgreSQL server. */
describe('backup and restore', () => {
  const names = [`bk_${randomBytes(4).toString('hex')}`, `rs_${randomBytes(4).toString('hex')}`];
  const urlOf = (name: string) => Object.assign(new URL(pgUrl()), { pathname: `/${name}` }).toString();
  const dir = mkdtempSync(`${tmpdir()}/portal-backup-`);
  const admin = new pg.Client({ connectionString: pgUrl() });
  beforeAll(async () => {
    await admin.connect();
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });
  const run = (script: string, database: string, ...args: string[]) =>
    execFileSync(`${ROOT}scripts/${script}`, args, {
      env: { ...process.env, DATABASE_URL: urlOf(database) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('restores every member, balance and ledger entry into an empty database, and refuses a non-empty one', async () => {
    const [source, target] = names as [string, string];
    const live = await openDatabase({ url: urlOf(source), dataDir: 'memory://' });
    await migrate(live);
    await seedDemo(live.db);
    await live.db.transaction((tx) =>
      postTransfer(tx, {
        from: house('cashier'),
        to: memberMain(1),
        amount: 12_345n,
        kind: 'adjustment',
        memberId: 1,
        memo: 'before the backup',
        idempotencyKey: `backup-test:${names[0]}`,
      }),
    );
    const snapshot = async (db: typeof live.db) =>
      (
        (await db.execute(
          sql`SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM ledger_entries)::int AS entries,
                     (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances`,
        )) as unknown as { rows: unknown[] }
      ).rows[0];
    const before = await snapshot(live.db);
    await live.close();

    const file = `${dir}/portal.dump`;
    expect(run('backup.sh', source, file)).toContain('backup written');
    expect(run('restore.sh', target, file)).toContain('restored');
    const restored = await openDatabase({ url: urlOf(target), dataDir: 'memory://' });
    try {
      expect(await snapshot(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    // A second restore over the now full database is refused, changing nothing.
    expect(() => run('restore.sh', target, file)).toThrow(/refusing to restore/);
  }, 120_000);
});
