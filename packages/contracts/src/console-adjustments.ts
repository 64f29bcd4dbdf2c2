import { z } from 'zod';
import { ZPageQuery } from './console.ts';
import { ZRowIdParam } from './ids.ts';

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
