import { envelope } from '@portal/contracts/envelope';
import {
  ZBindAccount,
  ZChannel,
  ZDepositRecord,
  ZDepositRequest,
  ZDepositRequestValue,
  ZManualDeposit,
  ZManualDepositValue,
  ZPaymentPassword,
  ZReceiptAnswer,
  ZSecurityValue,
  ZWithdrawal,
  ZWithdrawLimits,
  ZWithdrawRequest,
} from '@portal/contracts/payments';
import { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor } from '../../platform/money.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { bindAccount, boundAccounts } from './bound-accounts.ts';
import { channels, listDeposits, manualDeposit, requestDeposit } from './deposits.ts';
import type { SandboxGateway } from './gateway.ts';
import { hasPaymentPassword, setPaymentPassword } from './payment-password.ts';
import { confirmReceipt, listWithdrawals, requestWithdrawal } from './withdrawals.ts';

const tags = ['wallet'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const PROOF_BODY_LIMIT = 22 * 1024 * 1024;

/** Deposits, withdrawals and the security centre of the member centre. Trial accounts are refused everywhere. */
export default function paymentRoutes(gateway: SandboxGateway) {
  return async (app: App) => {
    const { db } = app.deps;

    app.get(
      '/wps/v2/deposit/channels',
      { schema: { tags, security, response: { 200: envelope(z.array(ZChannel)) } } },
      async (req) => {
        const m = await requireRealMember(req);
        return ok(await channels(db, m.merchantId));
      },
    );

    app.post(
      '/wps/v2/deposit/request',
      { schema: { tags, security, body: ZDepositRequest, response: { 200: envelope(ZDepositRequestValue) } } },
      async (req) => {
        const m = await requireRealMember(req);
        const d = await requestDeposit(db, m.merchantId, m.memberId, req.body.channelId, req.body.amount);
        return ok({ ...d, payUrl: gateway.payUrl(d.ref, siteOrigin(app.deps.config, await merchantOf(req), req)) });
      },
    );

    app.post(
      '/wps/v2/deposit/manual',
      {
        bodyLimit: PROOF_BODY_LIMIT,
        schema: { tags, security, body: ZManualDeposit, response: { 200: envelope(ZManualDepositValue) } },
      },
      async (req) => {
        const m = await requireRealMember(req);
        return ok(
          await manualDeposit(db, m.merchantId, m.memberId, req.body.channelId, req.body.amount, req.body.proofs),
        );
      },
    );

    app.get(
      '/wps/v2/deposit/records',
      { schema: { tags, security, response: { 200: envelope(z.array(ZDepositRecord)) } } },
      async (req) => {
        const m = await requireRealMember(req);
        return ok(await listDeposits(db, { memberId: m.memberId }, 20));
      },
    );

    app.get(
      '/wps/v2/member/securityConfig',
      { schema: { tags, security, response: { 200: envelope(ZSecurityValue) } } },
      async (req) => {
        const m = await requireRealMember(req);
        return ok({
          hasPaymentPassword: await hasPaymentPassword(db, m.memberId),
          boundAccounts: await boundAccounts(db, m.memberId),
        });
      },
    );

    app.put(
      '/wps/v2/member/paymentPassword',
      { schema: { tags, security, body: ZPaymentPassword, response: { 200: envelope(z.null()) } } },
      async (req) => {
        const m = await requireRealMember(req);
        await setPaymentPassword(app.deps, m.memberId, req.body.password, req.body.current);
        return ok(null);
      },
    );

    app.post(
      '/wps/v2/member/boundAccounts',
      { schema: { tags, security, body: ZBindAccount, response: { 200: envelope(z.null()) } } },
      async (req) => {
        const m = await requireRealMember(req);
        await bindAccount(app.deps, m.memberId, req.body);
        return ok(null);
      },
    );

    app.get(
      '/wps/v2/withdraw/limits',
      { schema: { tags, security, response: { 200: envelope(ZWithdrawLimits) } } },
      async (req) => {
        await requireRealMember(req);
        const c = (await merchantOf(req)).config;
        const l = c.withdrawal ?? { min: 1_000, max: 5_000_000, dailyCount: 5 };
        return ok({
          min: formatMinor(BigInt(l.min)),
          max: formatMinor(BigInt(l.max)),
          dailyCount: l.dailyCount,
          autoReceiptMinutes: c.withdrawalAutoReceiptMinutes,
        });
      },
    );

    app.post(
      '/wps/v2/withdraw/request',
      {
        schema: {
          tags,
          security,
          body: ZWithdrawRequest,
          response: { 200: envelope(z.object({ id: z.number(), amount: z.string(), status: z.string() })) },
        },
      },
      async (req) => {
        const m = await requireRealMember(req);
        return ok(await requestWithdrawal(app.deps, await merchantOf(req), m.memberId, req.body));
      },
    );

    app.get(
      '/wps/relay/MCSFE_getPaymentConfirmationList',
      { schema: { tags, security, response: { 200: envelope(z.array(ZWithdrawal)) } } },
      async (req) => {
        const m = await requireRealMember(req);
        return ok(await listWithdrawals(db, { memberId: m.memberId }, 30));
      },
    );

    app.post(
      '/wps/relay/MCSFE_processC2CTransaction',
      {
        bodyLimit: PROOF_BODY_LIMIT,
        schema: { tags, security, body: ZReceiptAnswer, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        const m = await requireRealMember(req);
        await confirmReceipt(db, m.memberId, req.body.id, req.body.action, req.body.receivedAmount, req.body.proofs);
        return ok(null);
      },
    );
  };
}
