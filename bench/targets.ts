// Bench targets, each run in its own child process so the load generator does not share its event loop.
//   node bench/targets.ts app   -> the real server (embedded PGlite in memory, demo brand seeded)
//   node bench/targets.ts bare  -> a bare node:http server answering fixed JSON bodies given on stdin
import http from 'node:http';

const mode = process.argv[2];

if (mode === 'app') {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { testConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { migrate } = await import('../apps/server/src/db/migrate.ts');
  const { seedDemo } = await import('../apps/server/src/seed/demo.ts');
  // As many connections as the raw bound's pool and the load's callers (rounds.ts CONNECTIONS).
  const { CONNECTIONS } = await import('./rounds.ts');
  const database = await openDatabase({
    url: process.env.BENCH_DATABASE_URL,
    dataDir: 'memory://',
    poolSize: CONNECTIONS,
  });
  await migrate(database);
  await seedDemo(database.db);
  const app = await buildApp(
    testConfig({
      PORT: 0,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    }),
    database,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
  // On request, run what needs this process's database (login rows, money fixtures, raw postings, the agent rows) and
  // answer.
  process.on('message', async (m) => {
    const { cmd, kind, n, warm } = m as {
      cmd?: string;
      kind?: import('./inproc.ts').RawCase;
      n?: number;
      warm?: boolean;
    };
    const { callsLoad, inprocess, moneyFixtures, rawLoad } = await import('./inproc.ts');
    if (cmd === 'inproc') process.send?.({ answer: await inprocess(app) });
    if (cmd === 'fixtures') process.send?.({ answer: await moneyFixtures(app, `http://127.0.0.1:${port}`) });
    if (cmd === 'raw' && kind) process.send?.({ answer: await rawLoad(app, kind) });
    if (cmd === 'calls' && kind && kind !== 'transfer-hot') process.send?.({ answer: await callsLoad(app, kind) });
    // The crash rows (crash-inproc.ts): the players and the chain, the engine, the bare baseline, the ledger's check.
    if (cmd?.startsWith('crash-')) {
      const crash = await import('./crash-inproc.ts');
      const { rounds, minPoint, roundId } = m as { rounds?: number; minPoint?: number; roundId?: number };
      if (cmd === 'crash-fixtures')
        process.send?.({ answer: await crash.crashFixtures(app, n ?? 2000, rounds ?? 3, minPoint ?? 300) });
      if (cmd === 'crash-start' || cmd === 'crash-stop') {
        (cmd === 'crash-start' ? crash.crashStart : crash.crashStop)(app);
        process.send?.({ answer: true });
      }
      if (cmd === 'crash-hold') {
        crash.crashHold(app);
        process.send?.({ answer: true });
      }
      if (cmd === 'crash-release') process.send?.({ answer: crash.crashRelease(app) });
      if (cmd === 'crash-bare') process.send?.({ answer: await crash.crashBare(app) });
      if (cmd === 'crash-ledger') process.send?.({ answer: await crash.crashLedger(app, roundId ?? 0) });
    }
    // The agent rows (agent-inproc.ts): the team and its rounds, the report's raw statement, the salary ticks.
    if (cmd?.startsWith('agent-')) {
      const agent = await import('./agent-inproc.ts');
      if (cmd === 'agent-fixtures') process.send?.({ answer: await agent.agentFixtures(app) });
      if (cmd === 'agent-report') process.send?.({ answer: await agent.rawReport(app, n ?? 200, warm ?? false) });
      if (cmd === 'agent-ticks') process.send?.({ answer: await agent.salaryTicks(app) });
    }
  });
} else if (mode === 'bare') {
  // Fixed bodies by path, received from the parent: the same bytes the real server answered.
  const bodies = await new Promise<Record<string, string>>((resolve) =>
    process.once('message', (m) => resolve(m as Record<string, string>)),
  );
  const server = http.createServer((req, res) => {
    const body = bodies[req.url ?? ''] ?? '{"success":false}';
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
} else {
  throw new Error(`unknown bench target ${mode}`);
}
