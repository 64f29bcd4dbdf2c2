import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { preparedFor } from '../db/prepared.ts';
import { memberSessions, members } from '../db/schema/accounts.ts';
import { AppError } from './errors.ts';
import { merchantOf } from './http.ts';
import { bearerToken } from './operator-auth.ts';
import { tokenHash } from './secrets.ts';

export interface SessionMember {
  memberId: number;
  merchantId: number;
  username: string;
  isAgent: number;
  uplineId: number | null;
  sessionId: string;
  loginType: string;
  /** Opened with the default or an expired password (modules/accounts/sessions.ts openSession). */
  mustChangePassword: boolean;
  /** The member's saved language (null: none saved). */
  language: string | null;
}

/** isAgent 4 is the trial (free-play) account (docs/decisions.md). */
export const TRIAL = 4;
export const AGENT_TYPES = [1, 2, 41, 42];

/** The member behind a live session, prepared once: every member call asks it. */
const sessionQuery = preparedFor('session_member', (db) =>
  db
    .select({
      memberId: members.id,
      merchantId: members.merchantId,
      username: members.username,
      isAgent: members.isAgent,
      uplineId: members.uplineId,
      loginType: memberSessions.loginType,
      mustChangePassword: memberSessions.mustChangePassword,
      language: members.language,
      expiresAt: memberSessions.expiresAt,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, sql.placeholder('hash')),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
        eq(members.disabled, false),
      ),
    ),
);

type WithMember = FastifyRequest & { _member?: SessionMember | null };

/**
 * The member behind the request's token (`Authorization: Bearer` or `token` header), or null. Not exported: routes
 * go through requireMember, the one place that holds sessions for a password change.
 *
 * A session belongs to its member's brand: on a request another brand serves (merchantOf: by code or host) it is no
 * session at all, the same as an unknown token, so every member, real-member and agent call refuses it before
 * anything runs (docs/decisions.md).
 */
async function sessionMember(req: FastifyRequest): Promise<SessionMember | null> {
  const r = req as WithMember;
  if (r._member !== undefined) return r._member;
  const found = await liveSession(req);
  r._member = found && found.merchantId === (await merchantOf(req)).id ? found : null;
  return r._member;
}

/** The live session behind the request's token, whichever brand it belongs to (the cache holds it as such). */
async function liveSession(req: FastifyRequest): Promise<SessionMember | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const hash = tokenHash(token);
  const { sessions, db } = req.server.deps;
  const cached = sessions.get(hash);
  if (cached) return cached;
  const [row] = await sessionQuery(db).execute({ hash });
  if (!row) return null;
  const { expiresAt, ...rest } = row;
  const member = { ...rest, sessionId: hash };
  sessions.set(hash, member, expiresAt);
  return member;
}

/**
 * What a session held for a password change may still call (method and route): who it is, the change itself, logout
 * and the language. Every member call passes requireMember, so this list is the whole exception.
 */
const DURING_PASSWORD_CHANGE = new Set([
  'GET /wps/member/info',
  'GET /wps/member/info/icon',
  'PUT /wps/member/password',
  'PUT /wps/member/language',
  'DELETE /wps/session/logout',
  'POST /wps/session/logout',
]);

/** The member behind the token; a session held for a password change gets only the calls listed above. */
export async function requireMember(req: FastifyRequest): Promise<SessionMember> {
  const m = await sessionMember(req);
  if (!m) throw new AppError('unauthorized');
  if (m.mustChangePassword && !DURING_PASSWORD_CHANGE.has(`${req.method} ${req.routeOptions.url}`))
    throw new AppError('password_change_required');
  return m;
}

/** A real (non-trial) member: trial accounts get 'Please Register An Account First'. */
export async function requireRealMember(req: FastifyRequest): Promise<SessionMember> {
  const m = await requireMember(req);
  if (m.isAgent === TRIAL) throw new AppError('trial_account');
  return m;
}

/** Agent calls admit agents only: trial accounts get trial_account, other members error_not_agent. */
export function requireAgent(m: SessionMember): SessionMember {
  if (m.isAgent === TRIAL) throw new AppError('trial_account');
  if (!AGENT_TYPES.includes(m.isAgent)) throw new AppError('error_not_agent');
  return m;
}
