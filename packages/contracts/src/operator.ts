import { z } from 'zod';
import { op } from './op.ts';

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
  /** The brand codes the operator may work on; empty: every brand. */
  brands: z.array(z.string()),
});
export const ZOperatorCreated = ZOperatorSummary.extend({
  /** Only when the server generated it; shown this once and never stored in clear. */
  password: z.string().optional(),
});
export const ZOperatorParams = z.object({ username: ZOperatorUsername });
/** PUT /admin/api/operators/:username/disabled (admin): a disabled operator's sessions end at once. */
export const ZOperatorDisabledBody = z.object({ disabled: z.boolean() });
/** PUT /admin/api/operators/:username/brands (admin of every brand): the brands an operator may work on. */
export const ZOperatorBrandsBody = z.object({
  brands: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Z][A-Z0-9_]{1,15}$/, 'brand code'),
    )
    .max(50),
});
/** PUT /admin/api/session/password: an operator changes their own password; their other sessions end. */
export const ZOperatorPasswordBody = z.object({ password: z.string().min(1).max(200), newPassword: ZOperatorPassword });

/** GET /admin/api/merchants/:code/config: the brand row and its configuration, secrets masked. */
export const ZMerchantConfigView = ZMerchantSummary.extend({
  isDefault: z.boolean(),
  updatedAt: z.string(),
  config: z.record(z.string(), z.unknown()),
});

const tags = ['operator'];

/**
 * The operator API's sign-in, brands and operator accounts (the console and the CLI call them). Signing out stays
 * a plain route on the server: it is open to a session still due to enrol its second factor, which no op auth names.
 */
export const operatorOps = {
  signIn: op({
    method: 'POST',
    path: '/admin/api/session',
    auth: 'public',
    tags,
    summary: 'Operator sign-in: password, plus a two-factor code (otp) once the operator has set it up',
    body: ZOperatorLogin,
    response: ZOperatorSessionValue,
  }),
  /** Registered as a plain route (before the second factor); here for the console's call. */
  signOut: op({
    method: 'DELETE',
    path: '/admin/api/session',
    auth: 'operator',
    tags,
    summary: 'Operator sign-out (also before two-factor enrolment)',
    response: z.null(),
  }),
  merchants: op({
    method: 'GET',
    path: '/admin/api/merchants',
    auth: 'operator',
    tags,
    summary: 'The brands this server runs',
    response: z.array(ZMerchantSummary),
  }),
  maintenance: op({
    method: 'PUT',
    path: '/admin/api/merchants/:code/maintenance',
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'Switch a brand’s maintenance mode on or off (admin)',
    params: ZMerchantCodeParams,
    body: ZMaintenanceBody,
    response: ZMaintenanceBody,
  }),
  regionRestriction: op({
    method: 'PUT',
    path: '/admin/api/merchants/:code/region-restriction',
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The countries a brand refuses (admin)',
    params: ZMerchantCodeParams,
    body: ZRegionRestrictionBody,
    response: ZRegionRestrictionBody,
  }),
  hosts: op({
    method: 'PUT',
    path: '/admin/api/merchants/:code/hosts',
    auth: 'operator',
    action: 'brand.settings',
    tags,
    summary: 'The host names a brand serves (each host at most one brand)',
    params: ZMerchantCodeParams,
    body: ZHostsBody,
    response: ZHostsBody,
  }),
  recentAudit: op({
    method: 'GET',
    path: '/admin/api/audit',
    auth: 'operator',
    action: 'audit.view',
    tags,
    summary: 'The latest operator actions, newest first (admin)',
    query: ZAuditQuery,
    response: z.array(ZAuditEntry),
  }),
  merchantConfig: op({
    method: 'GET',
    path: '/admin/api/merchants/:code/config',
    auth: 'operator',
    tags,
    summary: 'A brand row and its whole configuration (secrets masked)',
    params: ZMerchantCodeParams,
    response: ZMerchantConfigView,
  }),
  changePassword: op({
    method: 'PUT',
    path: '/admin/api/session/password',
    auth: 'operator',
    tags,
    summary: 'Change the calling operator’s password; their other sessions end',
    body: ZOperatorPasswordBody,
    response: z.null(),
  }),
  operators: op({
    method: 'GET',
    path: '/admin/api/operators',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Every operator account (admin)',
    response: z.array(ZOperatorSummary),
  }),
  createOperator: op({
    method: 'POST',
    path: '/admin/api/operators',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Create an operator (a generated password is returned once when none is given)',
    body: ZCreateOperatorBody,
    response: ZOperatorCreated,
  }),
  setBrands: op({
    method: 'PUT',
    path: '/admin/api/operators/:username/brands',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Limit an operator to some brands, or to none (every brand) again (admin of every brand; audited)',
    params: ZOperatorParams,
    body: ZOperatorBrandsBody,
    response: ZOperatorSummary,
  }),
  setDisabled: op({
    method: 'PUT',
    path: '/admin/api/operators/:username/disabled',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Disable an operator (their sessions end at once) or enable them again (admin)',
    params: ZOperatorParams,
    body: ZOperatorDisabledBody,
    response: ZOperatorSummary,
  }),
};
