import { envelope } from '@portal/contracts/envelope';
import { ZTeamTarget, ZTeamTransfer, ZWalletTransfer, ZWalletTransferValue } from '@portal/contracts/payments';
import { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { requireMod } from '../brand/index.ts';
import { teamTargets, teamTransfer } from './team-transfers.ts';
import { vendorTransfer } from './transfers.ts';

const tags = ['wallet'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

export default async function transferRoutes(app: App) {
  const { db } = app.deps;

  app.post(
    '/wps/relay/GCS_walletTransfer',
    { schema: { tags, security, body: ZWalletTransfer, response: { 200: envelope(ZWalletTransferValue) } } },
    async (req) => {
      const m = await requireRealMember(req);
      requireMod(await merchantOf(req), 'FUNDTRANS3');
      return ok(await vendorTransfer(db, app.deps.transferVendor, m.memberId, req.body));
    },
  );

  app.get(
    '/wps/v2/wallets/team',
    { schema: { tags, security, response: { 200: envelope(z.array(ZTeamTarget)) } } },
    async (req) => {
      const m = await requireRealMember(req);
      return ok(await teamTargets(db, await merchantOf(req), m));
    },
  );

  app.post(
    '/wps/v2/wallets/teamTransfer',
    {
      schema: {
        tags,
        security,
        body: ZTeamTransfer,
        response: { 200: envelope(z.object({ balance: z.string(), to: z.string() })) },
      },
    },
    async (req) => {
      const m = await requireRealMember(req);
      return ok(await teamTransfer(app.deps, await merchantOf(req), m, req.body));
    },
  );
}
