import {
  may,
  page,
  ZDepositQueueQuery,
  ZDepositQueueRow,
  ZDepositRefParams,
  ZIdParams,
  ZReasonBody,
  ZWithdrawalQueueQuery,
  ZWithdrawalQueueRow,
} from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from './guard.ts';
import { noteDepositReason, noteWithdrawalReason } from './queue.ts';
import { depositPage, pendingCounts, withdrawalPage } from './queue-repo.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const ZPending = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  notReceived: z.number().int(),
  adjustments: z.number().int(),
});

/**
 * The money queues as the console lists them (paged, sorted, filtered, with who acted and when). The decisions
 * themselves are the wallet's operator calls (/admin/api/deposits/:ref/decision, /admin/api/withdrawals/:id/...).
 */
export default async function queueRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/deposits',
    {
      schema: {
        tags,
        security,
        summary: 'Deposits, paged, with proof images, who acted and the reason given',
        querystring: ZDepositQueueQuery,
        response: { 200: envelope(page(ZDepositQueueRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'queues.view');
      return ok(await depositPage(db, req.query));
    },
  );

  app.get(
    '/admin/api/console/withdrawals',
    {
      schema: {
        tags,
        security,
        summary: 'Withdrawals, paged, with the receipt answers; the full account number only for roles that pay',
        querystring: ZWithdrawalQueueQuery,
        response: { 200: envelope(page(ZWithdrawalQueueRow)) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'queues.view');
      return ok(await withdrawalPage(db, req.query, may(op.role, 'withdrawals.decide')));
    },
  );

  app.get(
    '/admin/api/console/queues/pending',
    { schema: { tags, security, summary: 'What waits for an operator', response: { 200: envelope(ZPending) } } },
    async (req) => {
      await requireConsole(req, 'queues.view');
      return ok(await pendingCounts(db));
    },
  );

  app.post(
    '/admin/api/console/deposits/:ref/reason',
    {
      schema: {
        tags,
        security,
        summary: 'Record the reason of a deposit decision',
        params: ZDepositRefParams,
        body: ZReasonBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'deposits.decide');
      await noteDepositReason(db, op, req.params.ref, req.body.reason);
      return ok(null);
    },
  );

  app.post(
    '/admin/api/console/withdrawals/:id/reason',
    {
      schema: {
        tags,
        security,
        summary: 'Record the reason of a withdrawal decision or refund',
        params: ZIdParams,
        body: ZReasonBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'withdrawals.decide');
      await noteWithdrawalReason(db, op, req.params.id, req.body.reason);
      return ok(null);
    },
  );
}
