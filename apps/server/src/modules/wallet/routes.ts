import { envelope } from '@portal/contracts/envelope';
import { walletOps, ZMerchantWalletValue, ZTransactionQuery, ZTransactionValue } from '@portal/contracts/wallet';
import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema/core.ts';
import { requireMember, requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { balanceValue } from './balance.ts';
import { transactionHistory } from './history.ts';

const tags = ['wallet'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

export default async function walletRoutes(app: App) {
  const { db } = app.deps;

  route(app, walletOps.balance, ({ who }) => balanceValue(db, who.memberId));

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { schema: { tags, security, response: { 200: envelope(ZMerchantWalletValue) } } },
    async (req) => {
      await requireMember(req);
      const transfer = await db
        .select({ v: vendors.vassalage })
        .from(vendors)
        .where(eq(vendors.walletMode, 'transfer'));
      return ok({ isSingle: transfer.length === 0, transferVendors: transfer.map((t) => t.v) });
    },
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    { schema: { tags, security, querystring: ZTransactionQuery, response: { 200: envelope(ZTransactionValue) } } },
    async (req) => {
      const m = await requireRealMember(req);
      requireMod(await merchantOf(req), 'MEMTRANS3');
      const language = req.headers.language;
      return ok(await transactionHistory(db, m.memberId, req.query, typeof language === 'string' ? language : 'en'));
    },
  );
}
