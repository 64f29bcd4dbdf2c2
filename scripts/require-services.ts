// Before the PostgreSQL/Redis suite: under CI both must be reachable; elsewhere the suite is skipped when unset.
import net from 'node:net';

const targets = [process.env.TEST_DATABASE_URL, process.env.TEST_REDIS_URL].filter((u): u is string => !!u);
if (targets.length === 0) {
  if (process.env.CI) {
    console.error('CI requires TEST_DATABASE_URL and TEST_REDIS_URL');
    process.exit(1);
  }
  console.log('TEST_DATABASE_URL / TEST_REDIS_URL not set: the PostgreSQL/Redis suite runs only where they are set.');
  process.exit(0);
}
for (const url of targets) {
  const u = new URL(url);
  const port = Number(u.port || (u.protocol.startsWith('redis') ? 6379 : 5432));
  await new Promise<void>((resolve) => {
    const s = net.connect({ host: u.hostname, port, timeout: 3000 }, () => {
      s.end();
      resolve();
    });
    const bad = () => {
      console.error(`unreachable: ${u.protocol}//${u.hostname}:${port}`);
      process.exit(1);
    };
    s.on('error', bad);
    s.on('timeout', bad);
  });
}
