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
}

export const bearerToken = (req: FastifyRequest): string | undefined => {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const t = req.headers.token;
  return typeof t === 'string' && t ? t : undefined;
};

/** The operator behind the request's bearer token; admins may do everything, others only their role's actions. */
export async function requireOperator(req: FastifyRequest, role?: OperatorRole): Promise<OperatorSession> {
  const token = bearerToken(req);
  if (!token) throw new AppError('unauthorized');
  const [row] = await req.server.deps.db
    .select({ operatorId: operators.id, username: operators.username, role: operators.role })
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
  if (role && row.role !== role && row.role !== 'admin') throw new AppError('operator_role_required');
  return row;
}

/** Writes one audit row; call it inside the same transaction as the action when there is one. */
export async function audit(
  db: Db,
  entry: { operatorId: number; action: string; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(operatorAudit).values({ ...entry, detail: entry.detail ?? {} });
}
