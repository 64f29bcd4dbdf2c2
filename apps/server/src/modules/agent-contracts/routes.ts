import {
  CONTRACT_PATHS,
  contractKinds,
  INCOME_PATH,
  ZContractAction,
  ZContractActionValue,
  ZIncomeQuery,
  ZIncomeValue,
} from '@portal/contracts/agent-contracts';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { requireAgent, requireMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { fromThisMachine } from '../../platform/loopback.ts';
import { runDuePayouts } from './runs.ts';
import { contractAction, income } from './service.ts';

const tags = ['agent'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const SUMMARY = {
  dividend: 'Dividend contracts: list, offer, accept, reject, withdraw, terminate and payouts (action in the body)',
  daily: 'Daily wage contracts: list, offer, accept, reject, withdraw, terminate and payouts (action in the body)',
  hourly: 'Hourly salary contracts: list, offer, accept, reject, withdraw, terminate and payouts (action in the body)',
  realtime: 'Real-time salary contracts (paid every 5 minutes): the same actions (action in the body)',
};

/** The four contract relays, the agent's income report, and (development only) a driven payout run. */
export default async function contractRoutes(app: App) {
  const { db } = app.deps;

  for (const kind of contractKinds) {
    app.post(
      CONTRACT_PATHS[kind],
      {
        schema: {
          tags,
          security,
          summary: SUMMARY[kind],
          body: ZContractAction,
          response: { 200: envelope(ZContractActionValue) },
        },
      },
      async (req, reply) => {
        const member = await requireMember(req);
        const merchant = await merchantOf(req);
        if (merchant.id !== member.merchantId) throw new AppError('forbidden');
        reply.header('cache-control', 'no-store');
        return ok(await contractAction(db, merchant, member, kind, req.body));
      },
    );
  }

  app.get(
    INCOME_PATH,
    {
      schema: {
        tags,
        security,
        summary: "The agent's income per source (contract payouts, its upline's transfers) over a day range",
        querystring: ZIncomeQuery,
        response: { 200: envelope(ZIncomeValue) },
      },
    },
    async (req, reply) => {
      const agent = requireAgent(await requireMember(req));
      reply.header('cache-control', 'no-store');
      return ok(await income(db, agent, req.query));
    },
  );

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
