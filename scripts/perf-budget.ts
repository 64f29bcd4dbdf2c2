// `npm run test:perf` (after the build): the first load's budget. Lighthouse's mobile preset (median of
// PERF_RUNS runs, default 3, a fresh page each) on / and /rng of the built portal served by the real server and on
// the two heaviest in-house game pages (roulette, plinko), and the home route's first-load JavaScript in gzip bytes.
// Fails when a gated page's performance is below 90, its total blocking time above 300 ms (a margin over the 95 / 150 ms
// the portal is held to, for a busy CI machine) or the home's JavaScript above 100 KB.
// / and /rng are measured and printed but not yet gated: their main-thread work on the first load is still over the
// budget (issue 48 is open; docs/decisions.md, "The first load's budget in CI").
// The exact figures are the bench's (npm run bench, BENCH_ONLY=lighthouse,size).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lighthouseScores } from '../bench/lighthouse.ts';
import { homeInitialJs } from '../bench/web-size.ts';

const MIN_PERFORMANCE = 90;
const MAX_TBT_MS = 300;
const MAX_HOME_JS_GZIP = 100 * 1024;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
// The game pages load without a ticket: everything but the balance, which is enough for the first load's figures.
const PAGES = ['/', '/rng', '/provider/inhouse/roulette?lang=pt', '/provider/inhouse/plinko?lang=pt'];
const REPORTED_ONLY = new Set(['/', '/rng']);

const problems: string[] = [];

const js = await homeInitialJs();
console.log(
  `home first-load JS: ${js.gzipBytes} B gzip (budget ${MAX_HOME_JS_GZIP}); after first paint ${js.deferredBytes} B`,
);
if (js.gzipBytes > MAX_HOME_JS_GZIP) problems.push(`home first-load JS ${js.gzipBytes} B > ${MAX_HOME_JS_GZIP} B`);

const server: ChildProcess = fork(fileURLToPath(new URL('../bench/targets.ts', import.meta.url)), ['app'], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
try {
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (m) => resolve((m as { port: number }).port));
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  for (const s of await lighthouseScores(`http://localhost:${port}`, PAGES, RUNS)) {
    console.log(
      `${s.page}: performance ${s.performance.toFixed(0)}, TBT ${s.tbtMs.toFixed(0)} ms, LCP ${s.lcpMs.toFixed(0)} ms, ` +
        `CLS ${s.cls.toFixed(3)}, accessibility ${s.accessibility.toFixed(0)} (median of ${RUNS})`,
    );
    if (REPORTED_ONLY.has(s.page)) continue;
    if (s.performance < MIN_PERFORMANCE) problems.push(`${s.page}: performance ${s.performance} < ${MIN_PERFORMANCE}`);
    if (s.tbtMs > MAX_TBT_MS) problems.push(`${s.page}: TBT ${s.tbtMs.toFixed(0)} ms > ${MAX_TBT_MS} ms`);
  }
} finally {
  server.kill();
}
if (problems.length) {
  console.error(`performance budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('performance budget: within');
