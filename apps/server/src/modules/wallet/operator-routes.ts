import { ZAdjustResult } from '@portal/contracts/console-adjustments';
import { envelope } from '@portal/contracts/envelope';
import { ZAdjustBalance, ZDecision, ZDepositRecord, ZWithdrawal } from '@portal/contracts/payments';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { adjustBalance } from './adjustments.ts';
import { closeDeposit, completeDeposit, listDeposits } from './deposits.ts';
import { decideWithdrawal, listWithdrawals, refundWithdrawal } from './withdrawals.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const ZStatus = z.object({ status: z.string().max(20).optional() });
const ZId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const ZRef = z.object({ ref: z.string().max(40) });

/**
 * Finance operators approve or reject deposits and withdrawals and adjust balances; every action is audited in the
 * same transaction as its state change and postings.
 */
export default async function walletOperatorRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/deposits',
    { schema: { tags, security, querystring: ZStatus, response: { 200: envelope(z.array(ZDepositRecord)) } } },
    async (req) => {
      await requireOperator(req, 'finance');
      return ok(await listDeposits(db, { status: req.query.status }, 200));
    },
  );

  app.post(
    '/admin/api/deposits/:ref/decision',
    { schema: { tags, security, params: ZRef, body: ZDecision, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = await requireOperator(req, 'finance');
      if (req.body.approve) await completeDeposit(db, req.params.ref, null, op.operatorId);
      else await closeDeposit(db, req.params.ref, 'rejected', op.operatorId);
      return ok(null);
    },
  );

  app.get(
    '/admin/api/withdrawals',
    { schema: { tags, security, querystring: ZStatus, response: { 200: envelope(z.array(ZWithdrawal)) } } },
    async (req) => {
      await requireOperator(req, 'finance');
      return ok(await listWithdrawals(db, { status: req.query.status }, 200));
    },
  );

  app.post(
    '/admin/api/withdrawals/:id/decision',
    { schema: { tags, security, params: ZId, body: ZDecision, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = await requireOperator(req, 'finance');
      await decideWithdrawal(db, req.params.id, op.operatorId, req.body.approve);
      return ok(null);
    },
  );

  app.post(
    '/admin/api/withdrawals/:id/refund',
    { schema: { tags, security, params: ZId, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = await requireOperator(req, 'finance');
      await refundWithdrawal(db, req.params.id, op.operatorId);
      return ok(null);
    },
  );

  app.post(
    '/admin/api/members/:id/adjust',
    {
      schema: {
        tags,
        security,
        params: ZId,
        body: ZAdjustBalance,
        summary: 'Adjust a member’s main balance; above the brand’s threshold it waits for a second operator',
        response: { 200: envelope(ZAdjustResult) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'finance');
      return ok(await adjustBalance(db, op.operatorId, req.params.id, req.body));
    },
  );
}
