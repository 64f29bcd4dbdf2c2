import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { ensureBootstrapOperator } from '../src/modules/operator/service.ts';

it('creates the admin operator once when instances start together on a new database, and none of them fails', async () => {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const shown = await Promise.all([1, 2, 3].map(() => ensureBootstrapOperator(database.db, undefined)));
    // Only the instance that created it shows the generated password.
    expect(shown.filter((p) => typeof p === 'string')).toHaveLength(1);
    expect(await ensureBootstrapOperator(database.db, undefined)).toBeNull();
  } finally {
    await database.close();
  }
}, 60_000);
