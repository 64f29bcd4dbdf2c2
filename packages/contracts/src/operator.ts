import { z } from 'zod';

/** Back-office API under /admin/api (bearer token of an operator session). */
export const ZOperatorLogin = z.object({
  username: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
});
export const ZOperatorSessionValue = z.object({
  token: z.string(),
  expiresAt: z.string(),
  role: z.enum(['admin', 'finance', 'support']),
  username: z.string(),
});
export const ZMerchantCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,20}$/) });
export const ZMaintenanceBody = z.object({ on: z.boolean() });
export const ZRegionRestrictionBody = z.object({ countries: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(250) });
export const ZMerchantSummary = z.object({
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.array(z.string()),
});
export const ZAuditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const ZAuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
