import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkInvariants } from '../src/modules/wallet/index.ts';
import type { App } from '../src/platform/http.ts';
import { seedDemo } from '../src/seed/demo.ts';

let seeded: Promise<Uint8Array> | undefined;
/**
 * The migrated database with the demo seeded, made once per test file's process: each app starts from a copy of it,
 * since creating an embedded database cluster costs seconds and copying one about one.
 */
function seededSnapshot(): Promise<Uint8Array> {
  seeded ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database);
      await seedDemo(database.db);
      if (!database.snapshot) throw new Error('the embedded database takes snapshots');
      return await database.snapshot();
    } finally {
      await database.close();
    }
  })();
  return seeded;
}

/** A fresh server on a throwaway in-memory PGlite with the demo brand seeded. Close it after the test. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<App> {
  const config = testConfig(overrides);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: 'memory://',
    snapshot: await seededSnapshot(),
  });
  const app = await buildApp(config, database);
  app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
}

/**
 * Starts the app on a free loopback port and returns its base URL: the in-house games and the demo provider settle
 * through the wallet API over HTTP, so tests that play them need a listening server.
 */
export async function listenOnFreePort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

/**
 * After a test: every entry matches its account, each asset's accounts sum to zero, also within each brand, and no
 * transfer joins two brands (double entry holds, brand by brand).
 */
export async function expectBalancedLedger(app: App): Promise<void> {
  const inv = await checkInvariants(app.deps.db);
  expect(inv.mismatched).toBe(0);
  expect(inv.crossBrand).toBe(0);
  for (const t of Object.values(inv.sums)) expect(t).toBe('0');
  for (const assets of Object.values(inv.brands)) for (const t of Object.values(assets)) expect(t).toBe('0');
}
