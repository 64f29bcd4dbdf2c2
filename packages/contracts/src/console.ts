import { z } from 'zod';
import {
  ZMemberLabel,
  ZMemberLabelsBody,
  ZMemberNote,
  ZMemberNoteBody,
  ZPasswordChangeForced,
} from './console-members.ts';
import { ZRowIdParam } from './ids.ts';
import { op } from './op.ts';
import { ZOperatorRole, ZOperatorUsername } from './operator.ts';

/**
 * Calls of the operator console (the back office at /admin/), under /admin/api. Amounts are strings with two
 * decimals, as everywhere in the API; times are ISO strings.
 */

/** What each console screen and button needs. The server checks the same table; admins may do everything. */
export const consolePermissions = {
  'dashboard.view': ['admin', 'finance'],
  'queues.view': ['admin', 'finance', 'support'],
  'deposits.decide': ['admin', 'finance'],
  'withdrawals.decide': ['admin', 'finance'],
  'members.view': ['admin', 'finance', 'support'],
  'members.note': ['admin', 'finance', 'support'],
  'members.lock': ['admin'],
  'members.label': ['admin'],
  'members.forcePassword': ['admin'],
  'members.endSessions': ['admin', 'support'],
  'members.adjust': ['admin', 'finance'],
  'agents.view': ['admin', 'finance', 'support'],
  'contracts.view': ['admin', 'finance', 'support'],
  'contracts.manage': ['admin'],
  'adjustments.view': ['admin', 'finance'],
  'adjustments.approve': ['admin', 'finance'],
  'adjustments.threshold': ['admin'],
  'approvals.view': ['admin', 'finance'],
  'games.view': ['admin', 'support'],
  'games.maintenance': ['admin', 'support'],
  'games.manage': ['admin'],
  'reports.view': ['admin', 'finance'],
  'chat.answer': ['admin', 'support'],
  'inbox.manage': ['admin', 'support'],
  'feedback.manage': ['admin', 'support'],
  'points.decide': ['admin', 'support'],
  'points.items': ['admin'],
  'missions.view': ['admin', 'finance', 'support'],
  'missions.manage': ['admin'],
  'promotions.view': ['admin', 'finance', 'support'],
  'promotions.manage': ['admin'],
  'lottery.results': ['admin', 'support'],
  'lottery.manage': ['admin'],
  'audit.view': ['admin'],
  'outbox.view': ['admin', 'support'],
  'operators.manage': ['admin'],
  'brand.settings': ['admin'],
  'brand.create': ['admin'],
  'content.manage': ['admin', 'support'],
} as const satisfies Record<string, ReadonlyArray<z.infer<typeof ZOperatorRole>>>;
export type ConsoleAction = keyof typeof consolePermissions;
export const may = (role: z.infer<typeof ZOperatorRole>, action: ConsoleAction): boolean =>
  (consolePermissions[action] as ReadonlyArray<string>).includes(role);

/** Roles whose sign-in requires a second factor (they are sent to enrolment at their first sign-in). */
export const twoFactorRoles = ['admin', 'finance'] as const;
/** A session's second-factor state: verified with a code, enrolment still due, or not asked of this role. */
export const ZTwoFactorState = z.enum(['verified', 'enrol', 'off']);

/** GET /admin/api/session: the calling operator's session. */
export const ZConsoleMe = z.object({
  username: z.string(),
  role: ZOperatorRole,
  expiresAt: z.string(),
  twoFactor: ZTwoFactorState,
  recoveryCodesLeft: z.number().int(),
});
export type TConsoleMe = z.infer<typeof ZConsoleMe>;

/** POST /admin/api/session/two-factor/enrolment: a new secret to scan (kept pending until a code confirms it). */
export const ZTwoFactorEnrolment = z.object({ secret: z.string(), otpauthUrl: z.string() });
/** A six-digit code from the authenticator app. */
export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six digits');
export const ZTwoFactorConfirmBody = z.object({ code: ZTotpCode });
/** The ten one-time recovery codes, shown this once (only their hashes are kept). */
export const ZTwoFactorConfirmed = z.object({ recoveryCodes: z.array(z.string()) });

/** Server-side paging and sorting of every console list. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(25),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
/**
 * A console list or report for one brand (its code); left out, for every brand the operator may see (an operator
 * limited to some brands sees theirs only).
 */
export const ZBrandFilter = z.object({ merchant: z.string().trim().min(1).max(40).optional() });
export const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });
export type TPage<T> = { rows: T[]; total: number };

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
let zones: Set<string> | undefined;
/** An IANA time zone the runtime knows (checked before it reaches SQL, where an unknown one is an error). */
export const isTimeZone = (tz: string) => {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return tz === 'UTC' || zones.has(tz);
};
const ZTimeZone = z.string().max(64).refine(isTimeZone, 'unknown time zone');

/**
 * GET /admin/api/console/dashboard: a period (inclusive days, at most 92) on the brand's clock (its time zone, which
 * the answer names); a `tz` the console used to send is ignored.
 */
export const ZDashboardQuery = ZBrandFilter.extend({ from: ZDay, to: ZDay });
/** One day's figures, defined once for the dashboard and the reports (docs/decisions.md). betCount: settled rounds. */
export const ZDayFigures = z.object({
  day: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.string(),
  depositCount: z.number().int(),
  withdrawals: z.string(),
  withdrawalCount: z.number().int(),
  bets: z.string(),
  betCount: z.number().int(),
  wins: z.string(),
  ggr: z.string(),
  activePlayers: z.number().int(),
});
export type TDayFigures = z.infer<typeof ZDayFigures>;
export const ZDashboard = z.object({
  /** The brand's time zone: the clock of every day here. */
  tz: z.string(),
  today: ZDayFigures,
  /** The whole period; `day` is its first day. */
  period: ZDayFigures,
  days: z.array(ZDayFigures),
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int(), notReceived: z.number().int() }),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** Who last acted on a queue item, when, and the reason they gave. */
const ZActed = {
  actedBy: z.string().nullable(),
  actedAt: z.string().nullable(),
  lastAction: z.string().nullable(),
  reason: z.string().nullable(),
};

export const depositStatuses = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export const ZDepositQueueQuery = ZPageQuery.extend({
  ...ZBrandFilter.shape,
  status: z.enum(depositStatuses).optional(),
  kind: z.enum(['manual', 'gateway']).optional(),
  q: z.string().trim().max(60).optional(),
  memberId: ZRowIdParam.optional(),
  sort: z.enum(['createdAt', 'amount', 'username']).default('createdAt'),
});
export const ZDepositQueueRow = z.object({
  id: z.number().int(),
  ref: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channel: z.string(),
  kind: z.enum(['manual', 'gateway']),
  amount: z.string(),
  status: z.enum(depositStatuses),
  proofIds: z.array(z.number().int()),
  createdAt: z.string(),
  ...ZActed,
});
export type TDepositQueueRow = z.infer<typeof ZDepositQueueRow>;

export const withdrawalStatuses = [
  'pending',
  'paid',
  'rejected',
  'received',
  'full_payment',
  'not_received',
  'auto_received',
  'refunded',
] as const;
export const ZWithdrawalQueueQuery = ZPageQuery.extend({
  ...ZBrandFilter.shape,
  status: z.enum(withdrawalStatuses).optional(),
  q: z.string().trim().max(60).optional(),
  memberId: ZRowIdParam.optional(),
  sort: z.enum(['createdAt', 'amount', 'username', 'paidAt']).default('createdAt'),
});
export const ZWithdrawalQueueRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  accountName: z.string(),
  account: z.string(),
  amount: z.string(),
  status: z.enum(withdrawalStatuses),
  receivedAmount: z.string().nullable(),
  remainingAmount: z.string().nullable(),
  receiptProofIds: z.array(z.number().int()),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  ...ZActed,
});
export type TWithdrawalQueueRow = z.infer<typeof ZWithdrawalQueueRow>;

/** The reason an operator gives for a decision (required to reject, refund or lock). */
export const ZReason = z.string().trim().min(3).max(200);
export const ZReasonBody = z.object({ reason: ZReason });
export const ZDepositRefParams = z.object({ ref: z.string().max(40) });
export const ZIdParams = z.object({ id: ZRowIdParam });

export const memberSearchFields = ['any', 'username', 'mobile', 'email', 'id', 'ip'] as const;
export const ZMemberSearchQuery = ZPageQuery.extend({
  ...ZBrandFilter.shape,
  q: z.string().trim().max(80).optional(),
  field: z.enum(memberSearchFields).default('any'),
  status: z.enum(['active', 'locked']).optional(),
  kind: z.enum(['player', 'agent', 'trial']).optional(),
  sort: z.enum(['id', 'username', 'createdAt', 'balance']).default('id'),
});
export const ZMemberRow = z.object({
  id: z.number().int(),
  merchant: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  kind: z.enum(['player', 'agent', 'trial']),
  locked: z.boolean(),
  balance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

export const ZMemberDetail = ZMemberRow.extend({
  language: z.string().nullable(),
  upline: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  payeeName: z.string().nullable(),
  vip: z.object({ rankLevel: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  lifetimeDeposits: z.string(),
  lifetimeWithdrawals: z.string(),
  balances: z.array(z.object({ wallet: z.string(), asset: z.string(), balance: z.string() })),
  activeSessions: z.number().int(),
  labels: z.array(ZMemberLabel),
  passwordChangeRequired: z.boolean(),
  registrationIp: z.string().nullable(),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

export const ZLedgerQuery = ZPageQuery.extend({ kind: z.string().max(40).optional() });
export const ZLedgerRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.string(),
  wallet: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  memo: z.string().nullable(),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;

export const ZBetRow = z.object({
  roundId: z.string(),
  provider: z.string(),
  game: z.string().nullable(),
  vendor: z.string().nullable(),
  bet: z.string(),
  win: z.string(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TBetRow = z.infer<typeof ZBetRow>;

export const ZSessionRow = z.object({
  id: z.string(),
  loginType: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'ended']),
});
export type TSessionRow = z.infer<typeof ZSessionRow>;

/** PUT /admin/api/console/members/:id/locked: a locked member cannot sign in and their sessions end. */
export const ZMemberLockBody = z.object({ locked: z.boolean(), reason: ZReason });
export const ZSessionsEnded = z.object({ ended: z.number().int() });

export const ZAuditSearchQuery = ZPageQuery.extend({
  operator: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  target: z.string().trim().max(80).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  tz: ZTimeZone.default('UTC'),
});
export const ZAuditRow = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZOperatorListQuery = ZPageQuery.extend({
  q: z.string().trim().max(40).optional(),
  role: ZOperatorRole.optional(),
  sort: z.enum(['username', 'role', 'createdAt', 'lastSignInAt']).default('username'),
});
export const ZOperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRole,
  disabled: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The brand codes the operator may work on; empty: every brand. */
  brands: z.array(z.string()),
});
export type TOperatorRow = z.infer<typeof ZOperatorRow>;
export const ZOperatorRoleBody = z.object({ role: ZOperatorRole });
export const ZOperatorNameParams = z.object({ username: ZOperatorUsername });

// ---- the console's operations (the server's operator module; wallet decisions and adjustments are elsewhere) ----

const tags = ['operator'];

/**
 * The console's own session: who am I and two-factor enrolment. The server registers them as plain routes from
 * these definitions: they are open to a session still due to enrol its second factor, which no op auth names.
 */
export const consoleSessionOps = {
  me: op({
    method: 'GET',
    path: '/admin/api/session',
    auth: 'operator',
    tags,
    summary: 'The calling operator’s session',
    response: ZConsoleMe,
  }),
  enrol: op({
    method: 'POST',
    path: '/admin/api/session/two-factor/enrolment',
    auth: 'operator',
    tags,
    summary: 'Start two-factor enrolment: a new TOTP secret and its otpauth URL for the QR code',
    response: ZTwoFactorEnrolment,
  }),
  confirm: op({
    method: 'POST',
    path: '/admin/api/session/two-factor/confirm',
    auth: 'operator',
    tags,
    summary: 'Confirm enrolment with a code: two-factor on, this session verified, ten recovery codes shown once',
    body: ZTwoFactorConfirmBody,
    response: ZTwoFactorConfirmed,
  }),
};

/** GET /admin/api/console/queues/pending: what waits for an operator (the menu's badges). */
export const ZPending = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  notReceived: z.number().int(),
  adjustments: z.number().int(),
  /** Value-creating changes waiting for a second operator (console-approvals). */
  approvals: z.number().int(),
});
export type TPending = z.infer<typeof ZPending>;

/**
 * The money queues as the console lists them (paged, sorted, filtered, with who acted and when). The decisions
 * themselves are the wallet's operator calls (/admin/api/deposits/:ref/decision, /admin/api/withdrawals/:id/...).
 */
export const queueOps = {
  deposits: op({
    method: 'GET',
    path: '/admin/api/console/deposits',
    auth: 'operator',
    action: 'queues.view',
    tags,
    summary: 'Deposits, paged, with proof images, who acted and the reason given',
    query: ZDepositQueueQuery,
    response: page(ZDepositQueueRow),
  }),
  withdrawals: op({
    method: 'GET',
    path: '/admin/api/console/withdrawals',
    auth: 'operator',
    action: 'queues.view',
    tags,
    summary: 'Withdrawals, paged, with the receipt answers; the full account number only for roles that pay',
    query: ZWithdrawalQueueQuery,
    response: page(ZWithdrawalQueueRow),
  }),
  pending: op({
    method: 'GET',
    path: '/admin/api/console/queues/pending',
    auth: 'operator',
    action: 'queues.view',
    tags,
    summary: 'What waits for an operator',
    query: ZBrandFilter,
    response: ZPending,
  }),
  depositReason: op({
    method: 'POST',
    path: '/admin/api/console/deposits/:ref/reason',
    auth: 'operator',
    action: 'deposits.decide',
    tags,
    summary: 'Record the reason of a deposit decision',
    params: ZDepositRefParams,
    body: ZReasonBody,
    response: z.null(),
  }),
  withdrawalReason: op({
    method: 'POST',
    path: '/admin/api/console/withdrawals/:id/reason',
    auth: 'operator',
    action: 'withdrawals.decide',
    tags,
    summary: 'Record the reason of a withdrawal decision or refund',
    params: ZIdParams,
    body: ZReasonBody,
    response: z.null(),
  }),
};

/** Members in the console: search, a member's page and its lists, lock, end sessions, notes, labels, password. */
export const memberConsoleOps = {
  search: op({
    method: 'GET',
    path: '/admin/api/console/members',
    auth: 'operator',
    action: 'members.view',
    tags,
    summary: 'Search members by username, mobile, email, id or IP address (paged)',
    query: ZMemberSearchQuery,
    response: page(ZMemberRow),
  }),
  detail: op({
    method: 'GET',
    path: '/admin/api/console/members/:id',
    auth: 'operator',
    action: 'members.view',
    tags,
    summary: 'A member: profile, club level, balances per wallet',
    params: ZIdParams,
    response: ZMemberDetail,
  }),
  ledger: op({
    method: 'GET',
    path: '/admin/api/console/members/:id/ledger',
    auth: 'operator',
    action: 'members.view',
    tags,
    summary: 'A member’s ledger entries, newest first',
    params: ZIdParams,
    query: ZLedgerQuery,
    response: page(ZLedgerRow),
  }),
  bets: op({
    method: 'GET',
    path: '/admin/api/console/members/:id/bets',
    auth: 'operator',
    action: 'members.view',
    tags,
    summary: 'A member’s game rounds',
    params: ZIdParams,
    query: ZPageQuery,
    response: page(ZBetRow),
  }),
  sessions: op({
    method: 'GET',
    path: '/admin/api/console/members/:id/sessions',
    auth: 'operator',
    action: 'members.view',
    tags,
    summary: 'A member’s sessions (their login history)',
    params: ZIdParams,
    query: ZPageQuery,
    response: page(ZSessionRow),
  }),
  lock: op({
    method: 'PUT',
    path: '/admin/api/console/members/:id/locked',
    auth: 'operator',
    action: 'members.lock',
    tags,
    summary: 'Lock a member (sign-in refused, sessions ended) or unlock, with a reason',
    params: ZIdParams,
    body: ZMemberLockBody,
    response: z.null(),
  }),
  endSessions: op({
    method: 'POST',
    path: '/admin/api/console/members/:id/sessions/end',
    auth: 'operator',
    action: 'members.endSessions',
    tags,
    summary: 'End every live session of a member',
    params: ZIdParams,
    response: ZSessionsEnded,
  }),
  notes: op({
    method: 'GET',
    path: '/admin/api/console/members/:id/notes',
    auth: 'operator',
    action: 'members.view',
    tags,
    summary: 'Operators’ notes on a member, newest first, with their authors',
    params: ZIdParams,
    query: ZPageQuery,
    response: page(ZMemberNote),
  }),
  addNote: op({
    method: 'POST',
    path: '/admin/api/console/members/:id/notes',
    auth: 'operator',
    action: 'members.note',
    tags,
    summary: 'Add a note on a member (for operators only)',
    params: ZIdParams,
    body: ZMemberNoteBody,
    response: ZMemberNote,
  }),
  setLabels: op({
    method: 'PUT',
    path: '/admin/api/console/members/:id/labels',
    auth: 'operator',
    action: 'members.label',
    tags,
    summary: 'Set a member’s labels (the portal’s memberLabel list)',
    params: ZIdParams,
    body: ZMemberLabelsBody,
    response: z.array(ZMemberLabel),
  }),
  forcePassword: op({
    method: 'POST',
    path: '/admin/api/console/members/:id/password-change',
    auth: 'operator',
    action: 'members.forcePassword',
    tags,
    summary: 'Require a new password: live sessions and the next password sign-in are held for the change',
    params: ZIdParams,
    body: ZReasonBody,
    response: ZPasswordChangeForced,
  }),
};

/** Operator accounts in the console (admin): list, role, two-factor reset. Create and disable: operatorOps. */
export const teamOps = {
  list: op({
    method: 'GET',
    path: '/admin/api/console/operators',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Operators with role, two-factor state and last sign-in (admin)',
    query: ZOperatorListQuery,
    response: page(ZOperatorRow),
  }),
  setRole: op({
    method: 'PUT',
    path: '/admin/api/console/operators/:username/role',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Change an operator’s role; their sessions end (admin)',
    params: ZOperatorNameParams,
    body: ZOperatorRoleBody,
    response: z.null(),
  }),
  resetTwoFactor: op({
    method: 'DELETE',
    path: '/admin/api/console/operators/:username/two-factor',
    auth: 'operator',
    action: 'operators.manage',
    tags,
    summary: 'Reset an operator’s two-factor sign-in: their sessions end and they enrol again (admin)',
    params: ZOperatorNameParams,
    response: z.null(),
  }),
};

/** Every operator action, searchable (admin). */
export const auditOps = {
  search: op({
    method: 'GET',
    path: '/admin/api/console/audit',
    auth: 'operator',
    action: 'audit.view',
    tags,
    summary: 'The audit log filtered by operator, action, target and date (admin)',
    query: ZAuditSearchQuery,
    response: page(ZAuditRow),
  }),
  actions: op({
    method: 'GET',
    path: '/admin/api/console/audit/actions',
    auth: 'operator',
    action: 'audit.view',
    tags,
    summary: 'Actions recorded so far (admin)',
    response: z.array(z.string()),
  }),
};

/** GET /admin/api/console/outbox?to=: what the outbox adapter "sent" to a phone or email of the brand (audited). */
export const ZConsoleOutboxQuery = z.object({ to: z.string().trim().min(3).max(120) });
export const ZConsoleOutboxRow = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  text: z.string(),
  /** The login code or reset token in the text, when it holds one. */
  code: z.string().nullable(),
  time: z.string(),
});
export type TConsoleOutboxRow = z.infer<typeof ZConsoleOutboxRow>;

/** The SMS and mail outbox (no gateway set: messages stay here), for the support and admin roles. */
export const outboxOps = {
  search: op({
    method: 'GET',
    path: '/admin/api/console/outbox',
    auth: 'operator',
    action: 'outbox.view',
    tags,
    summary: 'The last 50 SMS and emails the outbox holds for a phone or email of this brand, newest first',
    query: ZConsoleOutboxQuery,
    response: z.array(ZConsoleOutboxRow),
  }),
};
