import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { runJobsNow } from '../../platform/jobs.ts';
import { fromThisMachine } from '../../platform/loopback.ts';
import { setLotteryClock } from '../lottery/index.ts';

/**
 * Development and tests only (absent unless DEV_ENDPOINTS is on, never in production; answered only on this machine): runs named scheduled jobs once
 * at a given time, as their timers would then. End-to-end tests drive payouts, bonuses and draws with it.
 */
export default async function devJobRoutes(app: App) {
  if (app.deps.config.NODE_ENV === 'production' || app.deps.config.DEV_ENDPOINTS !== 'on') return;
  app.post(
    '/dev/jobs/run',
    {
      schema: {
        tags: ['development'],
        // Development only (absent unless DEV_ENDPOINTS is on): not part of the published API.
        hide: true,
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

  // The lottery's clock set to `at`, running on from there at real speed (null: the real time again). A regional draw
  // falls once a day; an end-to-end test bets before its cut-off and enters its result after its time with it.
  app.post(
    '/dev/lottery/clock',
    {
      schema: {
        tags: ['development'],
        // Development only (absent unless DEV_ENDPOINTS is on): not part of the published API.
        hide: true,
        summary: "Sets the lottery's clock, which runs on from that time (null: the real time) (development only)",
        body: z.object({ at: z.iso.datetime().nullable() }),
        response: { 200: envelope(z.object({ now: z.string() })) },
      },
    },
    async (req) => {
      if (!fromThisMachine(req)) throw new AppError('not_found');
      const { at } = req.body;
      const offset = at ? Date.parse(at) - Date.now() : 0;
      setLotteryClock(app.deps, at ? () => new Date(Date.now() + offset) : null);
      return ok({ now: new Date(Date.now() + offset).toISOString() });
    },
  );
}
