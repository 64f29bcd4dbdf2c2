import { createHmac } from 'node:crypto';
import { appSecret } from '../../config.ts';
import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import { SandboxGateway } from './gateway.ts';
import walletOperatorRoutes from './operator-routes.ts';
import paymentRoutes from './payment-routes.ts';
import proofRoutes from './proof-routes.ts';
import walletRoutes from './routes.ts';
import sandboxRoutes from './sandbox-routes.ts';
import transferRoutes from './transfer-routes.ts';
import { reconcileVendorTransfers } from './transfers.ts';
import { autoReceipt } from './withdrawals.ts';

/** The wallet area: balances and history, deposits and withdrawals, the sandbox gateway, operator actions, jobs. */
export default async function walletModule(app: App) {
  const { config } = app.deps;
  // The sandbox gateway has its own secret, derived so that it differs from every other use of APP_SECRET.
  const gateway = gatewayFor(appSecret(config));
  await walletRoutes(app);
  await paymentRoutes(gateway)(app);
  await sandboxRoutes(gateway)(app);
  await walletOperatorRoutes(app);
  await transferRoutes(app);
  await proofRoutes(app);
  // Each job is safe on several instances at once: the database decides who moves what.
  scheduleJobs(app, [
    { name: 'withdrawal-auto-receipt', everyMs: 60_000, run: (a) => autoReceipt(a.deps.db) },
    {
      name: 'vendor-transfer-reconcile',
      everyMs: 60_000,
      run: (a) => reconcileVendorTransfers(a.deps.db, a.deps.transferVendor),
    },
  ]);
}

/** The gateway exactly as the server builds it, for tests that sign callbacks. */
export const gatewayFor = (secret: string) =>
  new SandboxGateway(createHmac('sha256', secret).update('sandbox-gateway').digest('hex'));
