import { may, queueOps } from '@portal/contracts/console';
import { brandsOf } from '../../platform/brand-scope.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { noteDepositReason, noteWithdrawalReason } from './queue.ts';
import { depositPage, pendingCounts, withdrawalPage } from './queue-repo.ts';

/**
 * The money queues as the console lists them (paged, sorted, filtered, with who acted and when). The decisions
 * themselves are the wallet's operator calls (/admin/api/deposits/:ref/decision, /admin/api/withdrawals/:id/...).
 */
export default async function queueRoutes(app: App) {
  const { db } = app.deps;

  route(app, queueOps.deposits, async ({ query, who }) =>
    depositPage(db, { ...query, brands: await brandsOf(app, who, query.merchant) }),
  );
  route(app, queueOps.withdrawals, async ({ query, who }) =>
    withdrawalPage(
      db,
      { ...query, brands: await brandsOf(app, who, query.merchant) },
      may(who.role, 'withdrawals.decide'),
    ),
  );
  route(app, queueOps.pending, async ({ query, who }) => pendingCounts(db, await brandsOf(app, who, query.merchant)));
  route(app, queueOps.depositReason, async ({ params, body, who }) => {
    await noteDepositReason(db, who, params.ref, body.reason);
    return null;
  });
  route(app, queueOps.withdrawalReason, async ({ params, body, who }) => {
    await noteWithdrawalReason(db, who, params.id, body.reason);
    return null;
  });
}
