import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { bearerToken, type OperatorSession } from '../../platform/operator-auth.ts';
import { sessionOf } from './two-factor-repo.ts';

export { requireConsole } from '../../platform/operator-auth.ts';

/** Any live session of the caller, before its second factor is set up (enrolment itself, who am I). */
export async function requireSession(req: FastifyRequest) {
  const token = bearerToken(req);
  const s = token ? await sessionOf(req.server.deps.db, token) : null;
  if (!s || !token) throw new AppError('unauthorized');
  return { session: { operatorId: s.operatorId, username: s.username, role: s.role } as OperatorSession, token };
}
