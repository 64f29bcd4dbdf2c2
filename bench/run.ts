// npm run bench: throughput of the real server against baselines measured in the same run, reported as ratios,
// and the home route's initial JavaScript size. Nothing here asserts wall-clock times.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { agentRows } from './agent.ts';
import { crashRows } from './crash.ts';
import { lighthouseScores } from './lighthouse.ts';
import { moneyRows } from './money.ts';
import { type Paired, paired } from './rounds.ts';
import { signupTimes } from './signup.ts';
import { slotFpsRows } from './slot-fps.ts';
import { homeInitialJs } from './web-size.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_ONLY=api,money,agent,crash,lighthouse,signup,slotfps,size runs those sections only (all by default). */
const only = new Set(
  (process.env.BENCH_ONLY ?? 'api,money,agent,crash,lighthouse,signup,slotfps,size').split(',').map((s) => s.trim()),
);
const targets = fileURLToPath(new URL('./targets.ts', import.meta.url));

function start(mode: string, initial?: unknown): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(targets, [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // The bare server needs its bodies before it can listen and report its port.
  if (initial !== undefined) child.send(initial as object);
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`bench target ${mode} exited with ${code}`)));
  });
}

async function rps(port: number, path: string): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 32, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const apiPaths = [
  '/wps/system/status?url=localhost',
  '/wps/relay/GCSGAME_gameVendor?platform=html5-desktop',
  '/wps/system/banners?groupName=w_home',
  '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
  '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=42',
];

const app = await start('app');
console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}`);
const bodies: Record<string, string> = {};
for (const path of apiPaths) bodies[path] = await (await fetch(`http://127.0.0.1:${app.port}${path}`)).text();

const rows: Array<{ measure: string; value: string; baseline: string; ratio: string; 'p99 ms': string }> = [];
const p99 = (m: Paired) => (m.p99 ? `${m.p99.value.toFixed(1)} (baseline ${m.p99.baseline.toFixed(1)})` : '-');
const bare = only.has('api') ? await start('bare', bodies) : null;
for (const path of bare ? apiPaths : []) {
  await rps(app.port, path); // warm-up
  const barePort = bare?.port ?? 0;
  const m = await paired(
    () => rps(app.port, path),
    () => rps(barePort, path),
  );
  rows.push({
    measure: `GET ${path.split('?')[0]} req/s`,
    value: m.value.toFixed(0),
    baseline: `${m.baseline.toFixed(0)} (bare node:http)`,
    ratio: m.ratio.toFixed(2),
    'p99 ms': p99(m),
  });
}
bare?.child.kill();

// The server's process answers one question at a time (login rows, money fixtures, a raw load).
const ask = <T>(message: object) =>
  new Promise<T>((resolve) => {
    const on = (m: unknown) => {
      const { answer } = m as { answer?: T };
      if (answer === undefined) return;
      app.child.off('message', on);
      resolve(answer);
    };
    app.child.on('message', on);
    app.child.send(message);
  });
// Login, measured inside the server process against a bare argon2id loop; then transfers and bet+win rounds over
// HTTP from this process against raw SQL postings run in the server's process on the same database.
type InprocRow = Paired & { measure: string; note: string };
const inproc: InprocRow[] = only.has('money')
  ? [...(await ask<InprocRow[]>({ cmd: 'inproc' })), ...(await moneyRows(ask))]
  : [];
for (const r of inproc)
  rows.push({
    measure: r.measure,
    value: r.value.toFixed(0),
    baseline: `${r.baseline.toFixed(0)} (${r.note})`,
    ratio: r.ratio.toFixed(2),
    'p99 ms': p99(r),
  });
// The agent centre (agent.ts): the team betting report over HTTP against its own SQL statement run raw, and one
// real-time salary tick against its raw bound; both on a 1,000-member team, lower ratios are better.
if (only.has('agent')) rows.push(...(await agentRows(ask, `http://127.0.0.1:${app.port}`)));
// Lumen Crash (crash.ts): 2,000 players bet into one round and cash out by hand as it runs; each cash-out's latency
// against a bare node:http handler doing one raw SQL posting, on the same schedule; every cash-out checked in the ledger.
if (only.has('crash')) rows.push(...(await crashRows(ask, `http://127.0.0.1:${app.port}`)));
// Lighthouse's mobile preset against the thresholds the portal is held to (a ratio <= 1 meets a "<=" bound, >= 1 a
// ">=" bound).
const pages = only.has('lighthouse') ? ['/', '/rng'] : [];
for (const score of await lighthouseScores(`http://localhost:${app.port}`, pages)) {
  const row = (measure: string, value: number, bound: number, digits = 0) =>
    rows.push({
      measure: `Lighthouse mobile ${score.page}: ${measure}`,
      value: value.toFixed(digits),
      baseline: `${bound} (threshold)`,
      ratio: (value / bound).toFixed(2),
      'p99 ms': '-',
    });
  row('performance (>=)', score.performance, 95);
  row('accessibility (>=)', score.accessibility, 100);
  row('LCP ms (<=)', score.lcpMs, 2000);
  row('TBT ms (<=)', score.tbtMs, 150);
  row('CLS (<=)', score.cls, 0.05, 3);
}
if (only.has('signup')) {
  const { signUpP95, signInP95 } = await signupTimes(`http://localhost:${app.port}`);
  for (const [measure, value] of [
    ['sign-up on a phone (4x CPU), submit to signed in, p95 ms (<=)', signUpP95],
    ['sign-in on a phone (4x CPU), submit to signed in, p95 ms (<=)', signInP95],
  ] as const)
    rows.push({
      measure,
      value: value.toFixed(0),
      baseline: '1500 (target)',
      ratio: (value / 1500).toFixed(2),
      'p99 ms': '-',
    });
}
// The video slots' frame rate on a phone with 4x CPU (slot-fps.ts): median and p5 fps of a spin and a bought
// feature per slot (frames in which WebGL drew), against the display's 60, beside a bare WebGL canvas's ceiling.
if (only.has('slotfps')) rows.push(...(await slotFpsRows(`http://localhost:${app.port}`)));
app.child.kill();

const js = only.has('size') ? await homeInitialJs() : null;
if (js)
  rows.push({
    measure: 'home first-load JS incl. PT texts (gzip bytes)',
    value: String(js.gzipBytes),
    baseline: '102400 (100 KB target)',
    ratio: (js.gzipBytes / 102400).toFixed(2),
    'p99 ms': '-',
  });
if (js)
  rows.push({
    measure: 'home JS loaded after first paint (carousel, gzip bytes)',
    value: String(js.deferredBytes),
    baseline: '-',
    ratio: '-',
    'p99 ms': '-',
  });

console.table(rows);
