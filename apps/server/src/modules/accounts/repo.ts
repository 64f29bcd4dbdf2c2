import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberSessions, members, outbox, passwordResets, verificationCodes } from '../../db/schema/accounts.ts';

export type MemberRow = typeof members.$inferSelect;

/** The columns a login reads: members are wide rows, and a login is the hottest member lookup. */
const loginColumns = {
  id: members.id,
  passwordHash: members.passwordHash,
  disabled: members.disabled,
  kind: members.kind,
  isAgent: members.isAgent,
  firstLoginAt: members.firstLoginAt,
  passwordChangedAt: members.passwordChangedAt,
};
export type LoginMember = Pick<MemberRow, keyof typeof loginColumns>;

export const accountsRepo = {
  /** A login's member by username or by mobile number. */
  loginByUsername: async (db: Db, merchantId: number, username: string): Promise<LoginMember | undefined> =>
    (
      await db
        .select(loginColumns)
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.username, username.toLowerCase())))
    )[0],

  loginByMobile: async (db: Db, merchantId: number, dialingCode: string, mobile: string) =>
    (
      await db
        .select(loginColumns)
        .from(members)
        .where(
          and(eq(members.merchantId, merchantId), eq(members.dialingCode, dialingCode), eq(members.mobile, mobile)),
        )
    )[0],

  byUsername: async (db: Db, merchantId: number, username: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.username, username.toLowerCase())))
    )[0],

  byMobile: async (db: Db, merchantId: number, dialingCode: string, mobile: string) =>
    (
      await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantId, merchantId), eq(members.dialingCode, dialingCode), eq(members.mobile, mobile)),
        )
    )[0],

  byId: async (db: Db, id: number) => (await db.select().from(members).where(eq(members.id, id)))[0],

  agentByCode: async (db: Db, merchantId: number, code: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), sql`upper(${members.affiliateCode}) = upper(${code})`))
    )[0],

  insertMember: async (db: Db, values: typeof members.$inferInsert) =>
    (await db.insert(members).values(values).returning())[0],

  /** The session row; on a member's first login, in the same statement, the first-login time. */
  openSessionRow: (
    db: Db,
    v: { tokenHash: string; memberId: number; loginType: string; expiresAt: Date },
    firstLogin: boolean,
  ) =>
    firstLogin
      ? db.execute(sql`WITH s AS (INSERT INTO member_sessions (token_hash, member_id, login_type, expires_at)
          VALUES (${v.tokenHash}, ${v.memberId}, ${v.loginType}, ${v.expiresAt.toISOString()}::timestamptz)
          RETURNING member_id)
          UPDATE members SET first_login_at = now() WHERE id = (SELECT member_id FROM s) AND first_login_at IS NULL`)
      : db.insert(memberSessions).values(v),

  setPassword: (db: Db, id: number, passwordHash: string) =>
    db.update(members).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(members.id, id)),

  setLanguage: (db: Db, id: number, language: string) => db.update(members).set({ language }).where(eq(members.id, id)),

  revokeSession: (db: Db, tokenHash: string) =>
    db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.tokenHash, tokenHash)),

  revokeAllSessions: (db: Db, memberId: number) =>
    db
      .update(memberSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt))),

  lastCode: async (db: Db, merchantId: number, purpose: string, target: string) =>
    (
      await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1)
    )[0],

  insertCode: (db: Db, values: typeof verificationCodes.$inferInsert) => db.insert(verificationCodes).values(values),

  countAttempt: (db: Db, id: number) =>
    db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id)),

  /** Spends a code at most once, even when two requests race. */
  useCode: async (db: Db, id: number) =>
    (
      await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
        .returning()
    ).length === 1,

  insertReset: (db: Db, values: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(values),

  useReset: async (db: Db, tokenHash: string) =>
    (
      await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning()
    )[0],

  outboxFor: (db: Db, to: string) =>
    db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(50),
};
