import { walletOps } from '@portal/contracts/wallet';
import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema/core.ts';
import type { App } from '../../platform/http.ts';
import { merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { balanceValue } from './balance.ts';
import { transactionHistory } from './history.ts';

export default async function walletRoutes(app: App) {
  const { db } = app.deps;

  route(app, walletOps.balance, async ({ who }) => balanceValue(db, who.memberId));

  route(app, walletOps.merchantWallet, async () => {
    const transfer = await db.select({ v: vendors.vassalage }).from(vendors).where(eq(vendors.walletMode, 'transfer'));
    return { isSingle: transfer.length === 0, transferVendors: transfer.map((t) => t.v) };
  });

  route(app, walletOps.transactions, async ({ query, who }, req) => {
    requireMod(await merchantOf(req), 'MEMTRANS3');
    const language = req.headers.language;
    return transactionHistory(db, who.memberId, query, typeof language === 'string' ? language : 'en');
  });
}
