import { channelConsoleOps } from '@portal/contracts/console-channels';
import { paymentConsoleOps } from '@portal/contracts/payments';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { adjustBalance } from './adjustments.ts';
import { consoleChannels, saveChannel } from './channels.ts';
import { closeDeposit, completeDeposit, listDeposits } from './deposits.ts';
import { decideWithdrawal, listWithdrawals, refundWithdrawal } from './withdrawals.ts';

/**
 * Finance operators (and admins) approve or reject deposits and withdrawals and adjust balances; every action is
 * audited in the same transaction as its state change and postings.
 */
export default async function walletOperatorRoutes(app: App) {
  const { db } = app.deps;

  // A brand's deposit channels (admins): the cashier reads them per request, so a change shows at once.
  route(app, channelConsoleOps.list, ({ params }) => consoleChannels(db, params.code));
  route(app, channelConsoleOps.create, ({ params, body, who }) => saveChannel(db, who, params.code, body));
  route(app, channelConsoleOps.update, ({ params, body, who }) => saveChannel(db, who, params.code, body, params.id));

  route(app, paymentConsoleOps.deposits, ({ query }) => listDeposits(db, { status: query.status }, 200));

  route(app, paymentConsoleOps.decideDeposit, async ({ params, body, who }) => {
    if (body.approve) await completeDeposit(db, params.ref, null, who.operatorId);
    else await closeDeposit(db, params.ref, 'rejected', who.operatorId);
    return null;
  });

  route(app, paymentConsoleOps.withdrawals, ({ query }) => listWithdrawals(db, { status: query.status }, 200));

  route(app, paymentConsoleOps.decideWithdrawal, async ({ params, body, who }) => {
    await decideWithdrawal(db, params.id, who.operatorId, body.approve);
    return null;
  });

  route(app, paymentConsoleOps.refundWithdrawal, async ({ params, who }) => {
    await refundWithdrawal(db, params.id, who.operatorId);
    return null;
  });

  route(app, paymentConsoleOps.adjust, ({ params, body, who }) => adjustBalance(db, who.operatorId, params.id, body));
}
