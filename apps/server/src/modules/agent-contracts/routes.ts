import { contractKinds, contractOps, incomeOp } from '@portal/contracts/agent-contracts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { contractAction, income } from './service.ts';

/** The four contract relays and the agent's income report. */
export default async function contractRoutes(app: App) {
  const { db } = app.deps;

  for (const kind of contractKinds)
    route(app, contractOps[kind], async ({ who, body }, req) => {
      const merchant = await merchantOf(req);
      if (merchant.id !== who.merchantId) throw new AppError('forbidden');
      return contractAction(db, merchant, who, kind, body);
    });

  route(app, incomeOp, async ({ who, query }) => income(db, who, query));
}
