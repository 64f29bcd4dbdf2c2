import { approvalConsoleOps } from '@portal/contracts/console-approvals';
import { brandsOf } from '../../platform/brand-scope.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { approvalPage, approveChange, rejectChange } from './service.ts';

/** The console's one list of value-creating changes waiting for a second operator. */
export default async function approvalRoutes(app: App) {
  const { db } = app.deps;
  route(app, approvalConsoleOps.list, async ({ query, who }) =>
    approvalPage(db, { ...query, brands: await brandsOf(app, who, query.merchant) }),
  );
  route(app, approvalConsoleOps.approve, async ({ params, who }) => {
    const view = await approveChange(db, who, params.id);
    // An approved change may be a new brand: this instance reads the brands anew (others within their TTL).
    app.deps.merchants.invalidate();
    return view;
  });
  route(app, approvalConsoleOps.reject, ({ params, body, who }) => rejectChange(db, who, params.id, body.reason));
}
