import { walletOps } from '@portal/contracts/wallet';
import type { App } from '../../platform/http.ts';
import { merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { requireMod } from '../brand/index.ts';
import { balanceValue } from './balance.ts';
import { transactionHistory } from './history.ts';
import { walletRepo } from './repo.ts';

export default async function walletRoutes(app: App) {
  const { db } = app.deps;

  route(app, walletOps.balance, async ({ who }) => balanceValue(db, who.memberId));

  route(app, walletOps.merchantWallet, async () => {
    const transferVendors = await walletRepo.transferVendors(db);
    return { isSingle: transferVendors.length === 0, transferVendors };
  });

  route(app, walletOps.transactions, async ({ query, who }, req) => {
    requireMod(await merchantOf(req), 'MEMTRANS3');
    const language = req.headers.language;
    return transactionHistory(db, who.memberId, query, typeof language === 'string' ? language : 'en');
  });
}
