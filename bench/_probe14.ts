import { hash, verify } from '@node-rs/argon2';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { login } from '../apps/server/src/modules/accounts/login.ts';
import { seal } from '../apps/server/test/auth-helper.ts';
import { paired } from './rounds.ts';
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await migrate(database);
await seedDemo(database.db);
const app = await buildApp(testConfig({ PORT: 0, DATABASE_URL: process.env.BENCH_DATABASE_URL }), database);
const merchant = await app.deps.merchants.resolve({ host: 'localhost' });
const stored = await hash('Demo@2026', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const S = 5;
async function ops(c: number, op: (i: number) => Promise<unknown>) {
  const until = Date.now() + S * 1000; let done = 0; let n = 0;
  await Promise.all(Array.from({ length: c }, async () => { while (Date.now() < until) { await op(n++); done++; } }));
  return done / S;
}
const { keyId, publicKey } = (await app.inject('/wps/session/key/rsa')).json().value;
const sealed = Array.from({ length: 64 }, () => seal(keyId, publicKey, { type: 'username', username: 'demo_player', password: 'Demo@2026' }));
const call = async (i: number) => { const r = await app.inject({ method: 'POST', url: '/wps/session/login', payload: sealed[i % 64] }); if (r.statusCode !== 200) throw new Error(r.body); };
const svc = (i: number) => login(app.deps, merchant, { type: 'username', username: 'demo_player', password: 'Demo@2026' }, '10.0.0.1');
for (let i = 0; i < 20; i++) { await call(i); await svc(i); }
const v = () => ops(4, () => verify(stored, 'Demo@2026'));
console.log('call', await paired(() => ops(4, call), v));
console.log('svc ', await paired(() => ops(4, svc), v));
process.exit(0);
