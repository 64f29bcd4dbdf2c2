import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { runJobsNow } from '../../platform/jobs.ts';
import { fromThisMachine } from '../../platform/loopback.ts';

/**
 * Development and tests only (absent in production, answered only on this machine): runs named scheduled jobs once
 * at a given time, as their timers would then. End-to-end tests drive payouts, bonuses and draws with it.
 */
export default async function devJobRoutes(app: App) {
  if (app.deps.config.NODE_ENV === 'production') return;
  app.post(
    '/dev/jobs/run',
    {
      schema: {
        tags: ['development'],
        summary: 'Runs the named scheduled jobs once at a given time (development only)',
        body: z.object({
          names: z.array(z.string().min(1).max(40)).min(1).max(20),
          at: z.iso.datetime().optional(),
        }),
        response: { 200: envelope(z.object({ ran: z.array(z.string()) })) },
      },
    },
    async (req) => {
      if (!fromThisMachine(req)) throw new AppError('not_found');
      const now = req.body.at ? new Date(req.body.at) : new Date();
      try {
        return ok({ ran: await runJobsNow(app, req.body.names, now) });
      } catch (err) {
        if (err instanceof Error && err.message.startsWith('no job named'))
          throw new AppError('bad_request', err.message);
        throw err;
      }
    },
  );
}
