import type { App } from './http.ts';
import { jobRuns } from './metrics.ts';

/** A scheduled job: its handler must be safe to run on several instances at once (the database decides). */
export interface Job {
  name: string;
  everyMs: number;
  /** `now` is the scheduler's clock: the wall clock, or a driven one in development (runJobsNow). */
  run(app: App, now: Date): Promise<unknown>;
}

/** Jobs by server, keyed by its dependencies (every module's plugin scope shares them). */
const registered = new WeakMap<object, Job[]>();

/** Jobs run on their timers unless JOBS says off; by default on, except in tests (which drive them). */
export const jobsOn = (config: { JOBS?: 'on' | 'off' | undefined; NODE_ENV: string }) =>
  config.JOBS ? config.JOBS === 'on' : config.NODE_ENV !== 'test';

/**
 * Registers a module's jobs and, when jobs are on, runs each on its interval while the server is up; a failing run is
 * logged and retried next time.
 */
export function scheduleJobs(app: App, jobs: Job[]): void {
  registered.set(app.deps, [...(registered.get(app.deps) ?? []), ...jobs]);
  if (!jobsOn(app.deps.config)) return;
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const tick = () =>
        job.run(app, new Date()).then(
          () => jobRuns.inc({ job: job.name, outcome: 'ok' }),
          (err: unknown) => {
            jobRuns.inc({ job: job.name, outcome: 'failed' });
            app.log.error({ err, job: job.name }, 'scheduled job failed');
          },
        );
      timers.push(setInterval(tick, job.everyMs).unref());
    }
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
  });
}

/** Runs the named registered jobs once, in order, at `now` (development and tests drive the clock with it). */
export async function runJobsNow(app: App, names: string[], now: Date) {
  const jobs = registered.get(app.deps) ?? [];
  const unknown = names.filter((n) => !jobs.some((j) => j.name === n));
  if (unknown.length) throw new Error(`no job named ${unknown.join(', ')}`);
  const ran: string[] = [];
  for (const name of names) {
    const job = jobs.find((j) => j.name === name) as Job;
    await job.run(app, now);
    ran.push(name);
  }
  return ran;
}
