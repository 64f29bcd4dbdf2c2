import { paymentOps } from '@portal/contracts/payments';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor } from '../../platform/money.ts';
import { route } from '../../platform/ops.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { bindAccount, boundAccounts } from './bound-accounts.ts';
import { channels, listDeposits, manualDeposit, requestDeposit } from './deposits.ts';
import type { SandboxGateway } from './gateway.ts';
import { hasPaymentPassword, setPaymentPassword } from './payment-password.ts';
import { confirmReceipt, listWithdrawals, requestWithdrawal } from './withdrawals.ts';

/** Proof images travel in the body as data URLs: up to three of 5 MB each. */
const PROOF_BODY_LIMIT = 22 * 1024 * 1024;

/** Deposits, withdrawals and the security centre of the member centre. Trial accounts are refused everywhere. */
export default function paymentRoutes(gateway: SandboxGateway) {
  return async (app: App) => {
    const { db } = app.deps;

    route(app, paymentOps.channels, ({ who }) => channels(db, who.merchantId));

    route(app, paymentOps.requestDeposit, async ({ body, who }, req) => {
      const d = await requestDeposit(db, who.merchantId, who.memberId, body.channelId, body.amount);
      return { ...d, payUrl: gateway.payUrl(d.ref, siteOrigin(app.deps.config, await merchantOf(req), req)) };
    });

    route(
      app,
      paymentOps.manualDeposit,
      ({ body, who }) => manualDeposit(db, who.merchantId, who.memberId, body.channelId, body.amount, body.proofs),
      { bodyLimit: PROOF_BODY_LIMIT },
    );

    route(app, paymentOps.deposits, ({ who }) => listDeposits(db, { memberId: who.memberId }, 20));

    route(app, paymentOps.security, async ({ who }) => ({
      hasPaymentPassword: await hasPaymentPassword(db, who.memberId),
      boundAccounts: await boundAccounts(db, who.memberId),
    }));

    route(app, paymentOps.setPaymentPassword, async ({ body, who }) => {
      await setPaymentPassword(app.deps, who.memberId, body.password, body.current);
      return null;
    });

    route(app, paymentOps.bindAccount, async ({ body, who }) => {
      await bindAccount(app.deps, who.memberId, body);
      return null;
    });

    route(app, paymentOps.withdrawLimits, async (_input, req) => {
      const c = (await merchantOf(req)).config;
      const l = c.withdrawal ?? { min: 1_000, max: 5_000_000, dailyCount: 5 };
      return {
        min: formatMinor(BigInt(l.min)),
        max: formatMinor(BigInt(l.max)),
        dailyCount: l.dailyCount,
        autoReceiptMinutes: c.withdrawalAutoReceiptMinutes,
      };
    });

    route(app, paymentOps.withdraw, async ({ body, who }, req) =>
      requestWithdrawal(app.deps, await merchantOf(req), who.memberId, body),
    );

    route(app, paymentOps.withdrawals, ({ who }) => listWithdrawals(db, { memberId: who.memberId }, 30));

    route(
      app,
      paymentOps.confirmReceipt,
      async ({ body, who }) => {
        await confirmReceipt(db, who.memberId, body.id, body.action, body.receivedAmount, body.proofs);
        return null;
      },
      { bodyLimit: PROOF_BODY_LIMIT },
    );
  };
}
