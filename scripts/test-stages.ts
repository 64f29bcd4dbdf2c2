// `npm test`: runs each stage in turn and prints its wall time, so a slow stage is seen; stops at the first failure.
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'test:unit', 'test:dates', 'test:pg', 'test:e2e', 'test:perf'];
const only = process.argv.slice(2);
const times: Array<[string, number, string]> = [];

const report = () => {
  console.log('\nstage wall times:');
  for (const [stage, seconds, result] of times)
    console.log(`  ${stage.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s  ${result}`);
};

for (const stage of only.length ? only : STAGES) {
  console.log(`\n=== ${stage} ===`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const ok = run.status === 0;
  times.push([stage, seconds, ok ? 'passed' : `failed (exit ${run.status ?? run.signal})`]);
  console.log(`=== ${stage}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ===`);
  if (!ok) {
    report();
    process.exit(run.status || 1);
  }
}
report();
