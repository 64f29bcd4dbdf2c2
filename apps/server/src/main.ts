import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ensureBootstrapOperator, listOperators } from './modules/operator/service.ts';
import { demoMembersOn, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  readUrl: config.DATABASE_READ_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await migrate(database);
await seedDemo(database.db, { members: demoMembersOn(config), history: config.NODE_ENV !== 'test' });
// A production start never writes an operator password to its log: the first one comes from OPERATOR_PASSWORD.
if (config.NODE_ENV === 'production' && !config.OPERATOR_PASSWORD && (await listOperators(database.db)).length === 0)
  throw new Error('Refusing to start in production: set OPERATOR_PASSWORD for the first start (it creates "admin")');
const bootstrapPassword = await ensureBootstrapOperator(database.db, config.OPERATOR_PASSWORD);
const app = await buildApp(config, database);
if (bootstrapPassword) {
  // Shown once: the operator should change it (or set OPERATOR_PASSWORD before the first start).
  app.log.warn(`created operator "admin" with password ${bootstrapPassword}`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let in-flight ones finish, then close the database.
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
