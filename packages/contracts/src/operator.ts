import { z } from 'zod';

/** Back-office API under /admin/api (bearer token of an operator session). */
export const ZOperatorLogin = z.object({
  username: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
  /** Required once the operator has set up two-factor sign-in: a six-digit code or a recovery code. */
  otp: z.string().trim().min(6).max(40).optional(),
});
export const ZOperatorSessionValue = z.object({
  token: z.string(),
  expiresAt: z.string(),
  role: z.enum(['admin', 'finance', 'support']),
  username: z.string(),
  /** verified: signed in with a second factor; enrol: the role requires one and it is not set up yet; off. */
  twoFactor: z.enum(['verified', 'enrol', 'off']),
});
export const ZMerchantCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,20}$/) });
export const ZMaintenanceBody = z.object({ on: z.boolean() });
export const ZRegionRestrictionBody = z.object({ countries: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(250) });
/** Host names a brand serves (no scheme, no port), e.g. `play.example.com`. */
export const ZHost = z
  .string()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'host name');
export const ZHostsBody = z.object({ hosts: z.array(ZHost).max(100) });
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

export const operatorRoles = ['admin', 'finance', 'support'] as const;
export const ZOperatorRole = z.enum(operatorRoles);
export const ZOperatorUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.-]{2,39}$/, 'letters, digits, _ . -; 3 to 40, starting with a letter');
/** At least 12 characters: operator accounts move money and switch whole brands off. */
export const ZOperatorPassword = z.string().min(12).max(200);

/** POST /admin/api/operators (admin). Without a password the server makes one and returns it once. */
export const ZCreateOperatorBody = z.object({
  username: ZOperatorUsername,
  role: ZOperatorRole,
  password: ZOperatorPassword.optional(),
});
export const ZOperatorSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRole,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export const ZOperatorCreated = ZOperatorSummary.extend({
  /** Only when the server generated it; shown this once and never stored in clear. */
  password: z.string().optional(),
});
export const ZOperatorParams = z.object({ username: ZOperatorUsername });
/** PUT /admin/api/operators/:username/disabled (admin): a disabled operator's sessions end at once. */
export const ZOperatorDisabledBody = z.object({ disabled: z.boolean() });
/** PUT /admin/api/session/password: an operator changes their own password; their other sessions end. */
export const ZOperatorPasswordBody = z.object({ password: z.string().min(1).max(200), newPassword: ZOperatorPassword });

/** GET /admin/api/merchants/:code/config: the brand row and its configuration, secrets masked. */
export const ZMerchantConfigView = ZMerchantSummary.extend({
  isDefault: z.boolean(),
  updatedAt: z.string(),
  config: z.record(z.string(), z.unknown()),
});
