import { adjustmentConsoleOps } from '@portal/contracts/console-adjustments';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import {
  adjustmentPage,
  adjustmentThresholds,
  approveAdjustment,
  rejectAdjustment,
  setAdjustmentThreshold,
} from '../wallet/index.ts';

/**
 * Adjustments that wait for a second operator (the wallet posts them), and each brand's approval threshold. Finance
 * and admins list and decide; only admins set a threshold. Every decision and change is audited.
 */
export default async function adjustmentRoutes(app: App) {
  const { db } = app.deps;

  route(app, adjustmentConsoleOps.list, ({ query }) => adjustmentPage(db, query));
  route(app, adjustmentConsoleOps.approve, ({ params, who }) =>
    approveAdjustment(db, who.operatorId, params.requestId),
  );
  route(app, adjustmentConsoleOps.reject, ({ params, body, who }) =>
    rejectAdjustment(db, who.operatorId, params.requestId, body.reason),
  );
  route(app, adjustmentConsoleOps.thresholds, () => adjustmentThresholds(db));
  route(app, adjustmentConsoleOps.setThreshold, async ({ params, body, who }) => {
    const set = await setAdjustmentThreshold(db, who.operatorId, params.merchantCode, body.threshold);
    if (!set) throw new AppError('unknown_merchant');
    return set;
  });
}
