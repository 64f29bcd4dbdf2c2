import { contractKinds, contractOps, incomeOp } from '@portal/contracts/agent-contracts';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { fromThisMachine } from '../../platform/loopback.ts';
import { route } from '../../platform/ops.ts';
import { runDuePayouts } from './runs.ts';
import { contractAction, income } from './service.ts';

/** The four contract relays, the agent's income report, and (development only) a driven payout run. */
export default async function contractRoutes(app: App) {
  const { db } = app.deps;

  for (const kind of contractKinds)
    route(app, contractOps[kind], async ({ who, body }, req) => {
      const merchant = await merchantOf(req);
      if (merchant.id !== who.merchantId) throw new AppError('forbidden');
      return contractAction(db, merchant, who, kind, body);
    });

  route(app, incomeOp, async ({ who, query }) => income(db, who, query));

  // Development and tests: pays every period due at the given time, as the scheduler would then (a driven clock).
  if (app.deps.config.NODE_ENV === 'production') return;
  app.post(
    '/dev/contracts/tick',
    {
      schema: {
        tags: ['development'],
        body: z.object({ at: z.iso.datetime() }),
        response: { 200: envelope(z.object({ periods: z.number().int(), payouts: z.number().int() })) },
      },
    },
    async (req) => {
      if (!fromThisMachine(req)) throw new AppError('not_found');
      return ok(await runDuePayouts(db, new Date(req.body.at)));
    },
  );
}
