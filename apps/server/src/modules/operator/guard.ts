import { type ConsoleAction, may } from '@portal/contracts/console';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { bearerToken, type OperatorSession, requireOperator } from '../../platform/operator-auth.ts';
import { sessionOf } from './two-factor-repo.ts';

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

/** Any live session of the caller, before its second factor is set up (enrolment itself, who am I). */
export async function requireSession(req: FastifyRequest) {
  const token = bearerToken(req);
  const s = token ? await sessionOf(req.server.deps.db, token) : null;
  if (!s || !token) throw new AppError('unauthorized');
  return { session: { operatorId: s.operatorId, username: s.username, role: s.role } as OperatorSession, token };
}
