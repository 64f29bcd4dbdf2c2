import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { fail, ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { fromThisMachine } from '../../platform/loopback.ts';
import { creditPoints } from '../points/index.ts';
import { progressMissions } from './progress.ts';

/**
 * Development only: runs the points and missions jobs now, for end-to-end tests (which run with JOBS off) and for a
 * developer who does not want to wait for the schedule. Only with DEV_ENDPOINTS=on (never in production); served to this machine only.
 */
export default async function rewardsDevRoutes(app: App) {
  if (app.deps.config.NODE_ENV === 'production' || app.deps.config.DEV_ENDPOINTS !== 'on') return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (req, reply) => {
      if (!fromThisMachine(req)) return reply.status(404).send(fail('not_found'));
    });
    dev.post(
      '/dev/jobs/rewards',
      {
        schema: {
          tags: ['development'],
          // Development only (absent in production): not part of the published API.
          hide: true,
          response: { 200: envelope(z.object({ rounds: z.number().int() })) },
        },
      },
      async () => {
        const rounds = await creditPoints(app.deps.db);
        await progressMissions(app.deps.db);
        return ok({ rounds });
      },
    );
  });
}
