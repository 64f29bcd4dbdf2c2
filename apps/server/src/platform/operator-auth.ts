import { type ConsoleAction, may, twoFactorRoles } from '@portal/contracts/console';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type OperatorRole, operatorAudit, operatorSessions, operators } from '../db/schema/operators.ts';
import { AppError } from './errors.ts';
import { tokenHash } from './secrets.ts';

export interface OperatorSession {
  operatorId: number;
  username: string;
  role: OperatorRole;
  /** The session was opened (or confirmed) with a second factor. */
  twoFactor?: boolean;
  /** The brand codes the operator may work on; empty: every brand (platform/brand-scope.ts). */
  brands?: string[];
}

export const bearerToken = (req: FastifyRequest): string | undefined => {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const t = req.headers.token;
  return typeof t === 'string' && t ? t : undefined;
};

/**
 * The operator behind the request's bearer token; admins may do everything, others only their role's actions.
 * Admin and finance sessions count only when opened with a second factor (every operator call, console or CLI);
 * `beforeTwoFactor` admits a session still due to enrol, for the few calls that lead to it or out (sign-out).
 */
export async function requireOperator(
  req: FastifyRequest,
  role?: OperatorRole,
  opts: { beforeTwoFactor?: boolean } = {},
): Promise<OperatorSession> {
  const token = bearerToken(req);
  if (!token) throw new AppError('unauthorized');
  const [row] = await req.server.deps.db
    .select({
      operatorId: operators.id,
      username: operators.username,
      role: operators.role,
      twoFactor: operatorSessions.twoFactor,
      brands: operators.brands,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
        eq(operators.disabled, false),
      ),
    );
  if (!row) throw new AppError('unauthorized');
  if (!opts.beforeTwoFactor && needsTwoFactor(row.role) && !row.twoFactor)
    throw new AppError('two_factor_enrolment_required');
  if (role && row.role !== role && row.role !== 'admin') throw new AppError('operator_role_required');
  return {
    operatorId: row.operatorId,
    username: row.username,
    role: row.role,
    twoFactor: Boolean(row.twoFactor),
    brands: row.brands,
  };
}

/** Roles that may act only from a session opened with a second factor. */
/**
 * The operator behind a console call. Admin and finance sessions count only when opened with a second factor
 * (requireOperator refuses them otherwise); the action is checked against the same permission table the console
 * uses to show its screens and buttons.
 */
export async function requireConsole(req: FastifyRequest, action?: ConsoleAction): Promise<OperatorSession> {
  const op = await requireOperator(req);
  if (action && !may(op.role, action)) throw new AppError('operator_role_required');
  return op;
}

export const needsTwoFactor = (role: OperatorRole) => (twoFactorRoles as ReadonlyArray<string>).includes(role);

/** Writes one audit row; call it inside the same transaction as the action when there is one. */
export async function audit(
  db: Db,
  entry: { operatorId: number; action: string; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(operatorAudit).values({ ...entry, detail: entry.detail ?? {} });
}
