import { page } from '@portal/contracts/console';
import {
  ZAdjustmentParams,
  ZAdjustmentQuery,
  ZAdjustmentRejectBody,
  ZAdjustmentRow,
  ZAdjustmentThreshold,
  ZAdjustmentThresholdBody,
  ZAdjustmentThresholdParams,
} from '@portal/contracts/console-adjustments';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import {
  adjustmentPage,
  adjustmentThresholds,
  approveAdjustment,
  rejectAdjustment,
  setAdjustmentThreshold,
} from '../wallet/index.ts';
import { requireConsole } from './guard.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * Adjustments that wait for a second operator (the wallet posts them), and each brand's approval threshold. Finance
 * and admins list and decide; only admins set a threshold. Every decision and change is audited.
 */
export default async function adjustmentRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/adjustments',
    {
      schema: {
        tags,
        security,
        summary: 'Balance adjustments by status and member, newest first (paged)',
        querystring: ZAdjustmentQuery,
        response: { 200: envelope(page(ZAdjustmentRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'adjustments.view');
      return ok(await adjustmentPage(db, req.query));
    },
  );

  app.post(
    '/admin/api/console/adjustments/:requestId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a pending adjustment (another operator than its requester): the money moves once',
        params: ZAdjustmentParams,
        response: { 200: envelope(ZAdjustmentRow) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'adjustments.approve');
      return ok(await approveAdjustment(db, op.operatorId, req.params.requestId));
    },
  );

  app.post(
    '/admin/api/console/adjustments/:requestId/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a pending adjustment with a reason (another operator than its requester)',
        params: ZAdjustmentParams,
        body: ZAdjustmentRejectBody,
        response: { 200: envelope(ZAdjustmentRow) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'adjustments.approve');
      return ok(await rejectAdjustment(db, op.operatorId, req.params.requestId, req.body.reason));
    },
  );

  app.get(
    '/admin/api/console/adjustment-thresholds',
    {
      schema: {
        tags,
        security,
        summary: 'Each brand’s threshold above which an adjustment waits for a second operator',
        response: { 200: envelope(z.array(ZAdjustmentThreshold)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.adjust');
      return ok(await adjustmentThresholds(db));
    },
  );

  app.put(
    '/admin/api/console/adjustment-thresholds/:merchantCode',
    {
      schema: {
        tags,
        security,
        summary: 'Set a brand’s adjustment approval threshold (0: every adjustment waits)',
        params: ZAdjustmentThresholdParams,
        body: ZAdjustmentThresholdBody,
        response: { 200: envelope(ZAdjustmentThreshold) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'adjustments.threshold');
      const set = await setAdjustmentThreshold(db, op.operatorId, req.params.merchantCode, req.body.threshold);
      if (!set) throw new AppError('unknown_merchant');
      return ok(set);
    },
  );
}
