import { z } from 'zod';
import { page, ZBrandFilter, ZPageQuery } from './console.ts';
import { ZRowIdParam } from './ids.ts';
import { op } from './op.ts';

/**
 * Changes that create value and wait for a second operator (besides balance adjustments, which have their own
 * queue): mall items worth more than the brand's threshold (or priced far below the programme's rate), raffle pool
 * funding and prizes, promotion bonuses above it, and house contracts created or raised. The requester never decides their own; the deciding operator
 * needs the permission of the change itself. Under /admin/api/console.
 */
export const approvalKinds = [
  'mall_item.create',
  'mall_item.update',
  'raffle.create',
  'raffle.edit',
  'raffle.fund',
  'promotion.application',
  'contract.house',
  'brand.create',
] as const;
export const ZApprovalKind = z.enum(approvalKinds);
export type TApprovalKind = z.infer<typeof ZApprovalKind>;

/** pending (waits), approved or rejected by a second operator, or applied at once (under the threshold). */
export const approvalStatuses = ['pending', 'approved', 'rejected', 'applied'] as const;
export const ZApprovalStatus = z.enum(approvalStatuses);

/** What a change that may wait answers beside its own result: null when it was applied at once. */
export const ZApprovalRef = z.object({ id: z.number().int(), status: ZApprovalStatus });
export type TApprovalRef = z.infer<typeof ZApprovalRef>;

export const ZApprovalRow = z.object({
  id: z.number().int(),
  kind: ZApprovalKind,
  merchant: z.string(),
  /** What it changes: `mall_item:12`, `raffle:3`, `promotion-entry:9`, `merchant:LUMEN` (a new item). */
  target: z.string(),
  summary: z.string(),
  /** The value at stake: one redemption, the funding, the largest prize, the bonus (0.00 for a house contract's rate). */
  amount: z.string(),
  status: ZApprovalStatus,
  requestedBy: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type TApprovalRow = z.infer<typeof ZApprovalRow>;

export const ZApprovalQuery = ZPageQuery.extend({
  ...ZBrandFilter.shape,
  status: ZApprovalStatus.default('pending'),
});
export const ZApprovalParams = z.object({ id: ZRowIdParam });
export const ZApprovalRejectBody = z.object({ reason: z.string().trim().min(3).max(200) });

export const approvalConsoleOps = {
  list: op({
    method: 'GET',
    path: '/admin/api/console/approvals',
    auth: 'operator',
    action: 'approvals.view',
    tags: ['operator'],
    summary: 'Value-creating changes by status (pending first by default), oldest first, paged',
    query: ZApprovalQuery,
    response: page(ZApprovalRow),
  }),
  approve: op({
    method: 'POST',
    path: '/admin/api/console/approvals/:id/approve',
    auth: 'operator',
    action: 'approvals.view',
    tags: ['operator'],
    summary: 'Approve a pending change (another operator than its requester, allowed the change): applied once',
    params: ZApprovalParams,
    response: ZApprovalRow,
  }),
  reject: op({
    method: 'POST',
    path: '/admin/api/console/approvals/:id/reject',
    auth: 'operator',
    action: 'approvals.view',
    tags: ['operator'],
    summary: 'Reject a pending change with a reason (another operator than its requester): nothing changes',
    params: ZApprovalParams,
    body: ZApprovalRejectBody,
    response: ZApprovalRow,
  }),
};
