import { envelope } from '@portal/contracts/envelope';
import { ZAdjustBalance, ZDecision, ZDepositRecord, ZWithdrawal } from '@portal/contracts/payments';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { members } from '../../db/schema/accounts.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { audit, requireOperator } from '../../platform/operator-auth.ts';
import { closeDeposit, completeDeposit, listDeposits } from './deposits.ts';
import { house, memberMain, postTransfer } from './ledger.ts';
import { formatMinor, toMinor } from './money.ts';
import { decideWithdrawal, listWithdrawals, refundWithdrawal } from './withdrawals.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const ZStatus = z.object({ status: z.string().max(20).optional() });
const ZId = z.object({ id: z.coerce.number().int().min(1) });
const ZRef = z.object({ ref: z.string().max(40) });

/** Finance operators approve or reject deposits and withdrawals and adjust balances; every action is audited. */
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
      await audit(db, {
        operatorId: op.operatorId,
        action: req.body.approve ? 'deposit.approve' : 'deposit.reject',
        target: req.params.ref,
      });
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
      await audit(db, {
        operatorId: op.operatorId,
        action: req.body.approve ? 'withdrawal.pay' : 'withdrawal.reject',
        target: `withdrawal:${req.params.id}`,
      });
      return ok(null);
    },
  );

  app.post(
    '/admin/api/withdrawals/:id/refund',
    { schema: { tags, security, params: ZId, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = await requireOperator(req, 'finance');
      await refundWithdrawal(db, req.params.id, op.operatorId);
      await audit(db, {
        operatorId: op.operatorId,
        action: 'withdrawal.refund',
        target: `withdrawal:${req.params.id}`,
      });
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
        response: { 200: envelope(z.object({ balance: z.string() })) },
      },
    },
    async (req) => {
      const op = await requireOperator(req, 'finance');
      const negative = req.body.amount.startsWith('-');
      const amount = toMinor(req.body.amount.replace(/^-/, ''));
      const [exists] = await db.select({ id: members.id }).from(members).where(eq(members.id, req.params.id));
      if (!exists) throw new AppError('not_found');
      const member = memberMain(req.params.id);
      const r = await postTransfer(db, {
        from: negative ? member : house('adjustments'),
        to: negative ? house('adjustments') : member,
        amount,
        kind: 'adjustment',
        memberId: req.params.id,
        memo: req.body.reason,
      });
      await audit(db, {
        operatorId: op.operatorId,
        action: 'member.adjust',
        target: `member:${req.params.id}`,
        detail: { amount: req.body.amount, reason: req.body.reason },
      });
      return ok({ balance: formatMinor(negative ? r.fromBalance : r.toBalance) });
    },
  );
}
