import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { memberSessions, members, outbox, passwordResets, verificationCodes } from '../../db/schema/accounts.ts';
import { forgetMemberSessions, forgetSession } from '../../platform/session-cache.ts';

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
  passwordChangeRequired: members.passwordChangeRequired,
  initialPasswordUntil: members.initialPasswordUntil,
};
export type LoginMember = Pick<MemberRow, keyof typeof loginColumns>;

// The two statements of every password login, prepared once.
const memberForLogin = preparedFor('member_for_login', (db) =>
  db
    .select(loginColumns)
    .from(members)
    .where(
      and(eq(members.merchantId, sql.placeholder('merchantId')), eq(members.username, sql.placeholder('username'))),
    ),
);
const sessionInsert = preparedFor('session_insert', (db) =>
  db.insert(memberSessions).values({
    tokenHash: sql.placeholder('tokenHash'),
    memberId: sql.placeholder('memberId'),
    loginType: sql.placeholder('loginType'),
    expiresAt: sql.placeholder('expiresAt'),
    mustChangePassword: sql.placeholder('mustChangePassword'),
    ip: sql.placeholder('ip'),
  }),
);

export const accountsRepo = {
  /** A login's member by username or by mobile number. */
  loginByUsername: async (db: Db, merchantId: number, username: string): Promise<LoginMember | undefined> =>
    (await memberForLogin(db).execute({ merchantId, username: username.toLowerCase() }))[0],

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
    v: {
      tokenHash: string;
      memberId: number;
      loginType: string;
      expiresAt: Date;
      mustChangePassword: boolean;
      ip: string | null;
    },
    firstLogin: boolean,
  ) =>
    firstLogin
      ? db.execute(sql`WITH s AS (INSERT INTO member_sessions (token_hash, member_id, login_type, expires_at, must_change_password, ip)
          VALUES (${v.tokenHash}, ${v.memberId}, ${v.loginType}, ${v.expiresAt.toISOString()}::timestamptz, ${v.mustChangePassword}, ${v.ip})
          RETURNING member_id)
          UPDATE members SET first_login_at = now() WHERE id = (SELECT member_id FROM s) AND first_login_at IS NULL`)
      : sessionInsert(db).execute(v),

  /** The device the member came from (the portal's fingerprint), for the bonus holds' links. */
  async recordDevice(db: Db, memberId: number, fingerprint: string) {
    await db.execute(sql`INSERT INTO member_devices (member_id, fingerprint) VALUES (${memberId}, ${fingerprint})
      ON CONFLICT (member_id, fingerprint) DO UPDATE SET last_seen = now()`);
  },

  setPassword: (db: Db, id: number, passwordHash: string) =>
    db
      .update(members)
      .set({ passwordHash, passwordChangedAt: new Date(), passwordChangeRequired: false, initialPasswordUntil: null })
      .where(eq(members.id, id)),

  /** A new one-time initial password for a member still on its first one; false when they have set their own. */
  async renewInitialPassword(db: Db, id: number, passwordHash: string, until: Date): Promise<boolean> {
    const rows = await db
      .update(members)
      .set({ passwordHash, initialPasswordUntil: until, passwordChangeRequired: true })
      .where(and(eq(members.id, id), isNotNull(members.initialPasswordUntil)))
      .returning({ id: members.id });
    return rows.length > 0;
  },

  async setLanguage(db: Db, id: number, language: string) {
    await db.update(members).set({ language }).where(eq(members.id, id));
    forgetMemberSessions(id);
  },

  async revokeSession(db: Db, tokenHash: string) {
    await db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.tokenHash, tokenHash));
    forgetSession(tokenHash);
  },

  async revokeAllSessions(db: Db, memberId: number) {
    await db
      .update(memberSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
    forgetMemberSessions(memberId);
  },

  /**
   * Stores a new code unless the target's latest one is still live (unused and unexpired). An advisory lock per
   * target makes the check and the insert one step, so two parallel sends cannot both get through.
   */
  issueCode: (db: Db, v: typeof verificationCodes.$inferInsert): Promise<{ issued: true } | { liveUntil: Date }> =>
    db.transaction(async (tx) => {
      const key = `code:${v.merchantId}:${v.purpose}:${v.target}`;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const [live] = await tx
        .select({ expiresAt: verificationCodes.expiresAt })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, v.merchantId),
            eq(verificationCodes.purpose, v.purpose),
            eq(verificationCodes.target, v.target),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (live) return { liveUntil: live.expiresAt };
      await tx.insert(verificationCodes).values(v);
      return { issued: true as const };
    }),

  /**
   * One try at the target's latest code, in one statement: it counts the try and, when the hash matches, spends the
   * code. Row locking re-checks `attempts < maxTries` and `used_at IS NULL` for each of parallel tries, so at most
   * maxTries are ever compared and a code is accepted at most once.
   */
  tryCode: async (
    db: Db,
    c: { merchantId: number; purpose: string; target: string; codeHash: string; maxTries: number },
  ): Promise<'accepted' | 'wrong' | 'expired' | 'none'> => {
    const res = (await db.execute(sql`
      WITH latest AS (
        SELECT id, expires_at, used_at, attempts FROM verification_codes
        WHERE merchant_id = ${c.merchantId} AND purpose = ${c.purpose} AND target = ${c.target}
        ORDER BY id DESC LIMIT 1
      ), tried AS (
        UPDATE verification_codes v
        SET attempts = v.attempts + 1, used_at = CASE WHEN v.code_hash = ${c.codeHash} THEN now() END
        FROM latest
        WHERE v.id = latest.id AND v.used_at IS NULL AND v.attempts < ${c.maxTries} AND v.expires_at > now()
        RETURNING v.used_at IS NOT NULL AS accepted
      )
      SELECT (SELECT accepted FROM tried) AS accepted,
        (SELECT used_at IS NULL AND attempts < ${c.maxTries} AND expires_at <= now() FROM latest) AS expired`)) as unknown as {
      rows: Array<{ accepted: boolean | null; expired: boolean | null }>;
    };
    const row = res.rows[0];
    if (row?.accepted === true) return 'accepted';
    if (row?.accepted === false) return 'wrong';
    return row?.expired ? 'expired' : 'none';
  },

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

  /** The last 50 messages to a recipient, newest first; of one brand only when it is given. */
  outboxFor: (db: Db, to: string, merchantId?: number) =>
    db
      .select()
      .from(outbox)
      .where(
        merchantId === undefined
          ? eq(outbox.recipient, to)
          : and(eq(outbox.recipient, to), eq(outbox.merchantId, merchantId)),
      )
      .orderBy(desc(outbox.id))
      .limit(50),
};
