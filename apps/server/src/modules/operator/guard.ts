import { type ConsoleAction, may, twoFactorRoles } from '@portal/contracts/console';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { bearerToken, type OperatorSession } from '../../platform/operator-auth.ts';
import { sessionOf } from './two-factor-repo.ts';

/**
 * The operator behind a console call. Admin and finance sessions count only when opened with a second factor; the
 * action is checked against the same permission table the console uses to show its screens and buttons.
 */
export async function requireConsole(req: FastifyRequest, action?: ConsoleAction): Promise<OperatorSession> {
  const token = bearerToken(req);
  const s = token ? await sessionOf(req.server.deps.db, token) : null;
  if (!s) throw new AppError('unauthorized');
  if ((twoFactorRoles as ReadonlyArray<string>).includes(s.role) && !s.twoFactor)
    throw new AppError('two_factor_enrolment_required');
  if (action && !may(s.role, action)) throw new AppError('operator_role_required');
  return { operatorId: s.operatorId, username: s.username, role: s.role };
}

/** Any live session of the caller, before its second factor is set up (enrolment itself, who am I). */
export async function requireSession(req: FastifyRequest) {
  const token = bearerToken(req);
  const s = token ? await sessionOf(req.server.deps.db, token) : null;
  if (!s || !token) throw new AppError('unauthorized');
  return { session: { operatorId: s.operatorId, username: s.username, role: s.role } as OperatorSession, token };
}
