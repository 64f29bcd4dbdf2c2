import { transferOps } from '@portal/contracts/payments';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { teamTargets, teamTransfer } from './team-transfers.ts';
import { vendorTransfer } from './transfers.ts';

export default async function transferRoutes(app: App) {
  const { db } = app.deps;

  route(app, transferOps.vendorTransfer, async ({ body, who }, req) => {
    requireMod(await merchantOf(req), 'FUNDTRANS3');
    return vendorTransfer(db, app.deps.transferVendor, who.memberId, body);
  });

  route(app, transferOps.teamTargets, async ({ who }, req) => teamTargets(db, await merchantOf(req), who));

  route(app, transferOps.teamTransfer, async ({ body, who }, req) =>
    teamTransfer(app.deps, await merchantOf(req), who, body),
  );
}
