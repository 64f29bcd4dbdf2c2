import type { App } from './http.ts';
import { jobRuns } from './metrics.ts';

/** A scheduled job: its handler must be safe to run on several instances at once (the database decides). */
export interface Job {
  name: string;
  everyMs: number;
  run(app: App): Promise<unknown>;
}

/** Runs each job on its interval while the server is up; a failing run is logged and retried next time. */
export function scheduleJobs(app: App, jobs: Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const tick = () =>
        job.run(app).then(
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
