// `npm run test:dates`: the suites whose answers depend on the calendar (agent reports, contracts and their periods,
// missions, promotions, lottery schedules, VIP and rebate periods) run again with the whole process's clock set to
// fixed dates by libfaketime: the first of a month just after midnight (a Monday: a new week too), the middle of a
// month, and the year's last evening (the last day of a month and of a year at once). A test that only passes on
// some days of the month fails here.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vitestWithCrashRerun } from './vitest-crashes.ts';

const FAKETIME = '/usr/bin/faketime';
/** UTC; the clock runs on from each. 2027-03-01 is a Monday (a new month and a new week at once). */
const DATES = ['2027-03-01 00:30:00', '2027-03-15 12:00:00', '2026-12-31 22:30:00'];
const DATED_SUITES = [
  'agent',
  'agent-reports',
  'agent-contracts',
  'console-contracts',
  'console-reports',
  'contract-payout-math',
  'missions',
  'promotions',
  'promotions-rules',
  'lottery',
  'lottery-rules',
  'lottery-vn',
  'vip',
  'rebate',
  'points',
  'raffle',
].map((name) => `apps/server/test/${name}.test.ts`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(FAKETIME)) {
    console.error(`${FAKETIME} is missing: apt-get install faketime (.ci/run installs it)`);
    process.exit(1);
  }
  const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
  let failed = 0;
  for (const date of DATES) {
    const started = performance.now();
    const run = await vitestWithCrashRerun(
      [FAKETIME, date, process.execPath, vitest, 'run', '--project', 'server'],
      DATED_SUITES,
      {
        env: { ...process.env, TZ: 'UTC', NO_COLOR: '1', FORCE_COLOR: '0' },
        quiet: true,
      },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (!run.ok) {
      failed++;
      process.stdout.write(run.output);
    }
    const summary = run.output
      .split('\n')
      .filter((l) => /^\s*(Test Files|Tests)\s/.test(l))
      .map((l) => l.trim());
    // A run that ended on a signal printed no summary: say which, or a kill looks like a silent failure.
    const ended = run.signal ? ` (ended by ${run.signal})` : '';
    console.log(`${date} UTC: ${run.ok ? 'passed' : 'FAILED'}${ended} in ${seconds} s  ${summary.join(' · ')}`);
  }
  process.exit(failed ? 1 : 0);
}
