import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { withAppSecret } from '../../src/platform/app-secret.ts';
import { freshPgDatabase } from './pg-helper.ts';

/** Several instances starting at once on one PostgreSQL database must end up signing with one secret. */
describe('the generated signing secret on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPgDatabase>>;
  const others: Database[] = [];
  beforeAll(async () => {
    fresh = await freshPgDatabase();
  });
  afterAll(async () => {
    for (const d of others) await d.close();
    await fresh.drop();
  });

  it('is one secret for every instance, however many start together', async () => {
    for (let i = 0; i < 4; i++) others.push(await openDatabase({ url: fresh.url, dataDir: 'memory://' }));
    const configs = await Promise.all(
      [fresh.database, ...others].flatMap((d) => [
        withAppSecret(d.db, testConfig()),
        withAppSecret(d.db, testConfig()),
      ]),
    );
    const secrets = new Set(configs.map((c) => c.APP_SECRET));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]?.length).toBeGreaterThanOrEqual(32);
  });
});
