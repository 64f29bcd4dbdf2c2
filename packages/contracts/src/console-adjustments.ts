import { z } from 'zod';
import { page, ZPageQuery } from './console.ts';
import { ZRowIdParam } from './ids.ts';
import { op } from './op.ts';

/**
 * Balance adjustments that wait for a second operator: an adjustment above the brand's approval threshold is kept
 * pending (with its reason and request id) until another finance or admin operator approves it (the money moves
 * then, once) or rejects it. Under /admin/api/console.
 */
export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;
export const ZAdjustmentStatus = z.enum(adjustmentStatuses);

/** What POST /admin/api/members/:id/adjust answers: posted at once, or waiting for a second operator. */
export const ZAdjustResult = z.object({
  status: ZAdjustmentStatus,
  requestId: z.string(),
  /** The main balance after the adjustment; while it waits, the balance as it is. */
  balance: z.string(),
});
export type TAdjustResult = z.infer<typeof ZAdjustResult>;

export const ZAdjustmentQuery = ZPageQuery.extend({
  status: ZAdjustmentStatus.optional(),
  memberId: ZRowIdParam.optional(),
});
export const ZAdjustmentRow = z.object({
  requestId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  merchant: z.string(),
  /** Signed: a debit starts with a minus sign. */
  amount: z.string(),
  reason: z.string(),
  status: ZAdjustmentStatus,
  requestedBy: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  balance: z.string().nullable(),
});
export type TAdjustmentRow = z.infer<typeof ZAdjustmentRow>;

export const ZAdjustmentParams = z.object({ requestId: z.string().min(8).max(64) });
export const ZAdjustmentRejectBody = z.object({ reason: z.string().trim().min(3).max(200) });

/** A brand's approval threshold: adjustments whose size is above it wait for a second operator. */
export const ZAdjustmentThreshold = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  threshold: z.string(),
});
export type TAdjustmentThreshold = z.infer<typeof ZAdjustmentThreshold>;
export const ZAdjustmentThresholdParams = z.object({ merchantCode: z.string().min(1).max(40) });
export const ZAdjustmentThresholdBody = z.object({
  threshold: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount_invalid'),
});

/**
 * The console's adjustment queue and thresholds (the operator module). Finance and admins list and decide; only
 * admins set a threshold; the thresholds list is for the roles that adjust. Every decision and change is audited.
 */
export const adjustmentConsoleOps = {
  list: op({
    method: 'GET',
    path: '/admin/api/console/adjustments',
    auth: 'operator',
    action: 'adjustments.view',
    tags: ['operator'],
    summary: 'Balance adjustments by status and member, newest first (paged)',
    query: ZAdjustmentQuery,
    response: page(ZAdjustmentRow),
  }),
  approve: op({
    method: 'POST',
    path: '/admin/api/console/adjustments/:requestId/approve',
    auth: 'operator',
    action: 'adjustments.approve',
    tags: ['operator'],
    summary: 'Approve a pending adjustment (another operator than its requester): the money moves once',
    params: ZAdjustmentParams,
    response: ZAdjustmentRow,
  }),
  reject: op({
    method: 'POST',
    path: '/admin/api/console/adjustments/:requestId/reject',
    auth: 'operator',
    action: 'adjustments.approve',
    tags: ['operator'],
    summary: 'Reject a pending adjustment with a reason (another operator than its requester)',
    params: ZAdjustmentParams,
    body: ZAdjustmentRejectBody,
    response: ZAdjustmentRow,
  }),
  thresholds: op({
    method: 'GET',
    path: '/admin/api/console/adjustment-thresholds',
    auth: 'operator',
    action: 'members.adjust',
    tags: ['operator'],
    summary: 'Each brand’s threshold above which an adjustment waits for a second operator',
    response: z.array(ZAdjustmentThreshold),
  }),
  setThreshold: op({
    method: 'PUT',
    path: '/admin/api/console/adjustment-thresholds/:merchantCode',
    auth: 'operator',
    action: 'adjustments.threshold',
    tags: ['operator'],
    summary: 'Set a brand’s adjustment approval threshold (0: every adjustment waits)',
    params: ZAdjustmentThresholdParams,
    body: ZAdjustmentThresholdBody,
    response: ZAdjustmentThreshold,
  }),
};
