import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { demoMembersOn, seedDemo } from './seed/demo.ts';

/**
 * Applies the migrations and the first-start seed, then exits: the release step of a deployment (a Kubernetes Job,
 * the compose `migrate` service) so that instances start on a ready schema. Instances still migrate on start (a
 * no-op then), under the same advisory lock.
 */
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  dataDir: config.DATA_DIR,
});
try {
  const applied = await migrate(database);
  await seedDemo(database.db, { members: demoMembersOn(config), history: config.NODE_ENV !== 'test' });
  console.log(JSON.stringify({ msg: 'migrations applied', applied }));
} finally {
  await database.close();
}
