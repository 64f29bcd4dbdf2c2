import { and, arrayOverlaps, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/core.ts';
import { type OperatorRole, operatorAudit, operatorSessions, operators } from '../../db/schema/operators.ts';

/** Operators, their sessions and the brands' rows they change (the console's own accounts). */

export type OperatorRow = typeof operators.$inferSelect;

export const operatorRepo = {
  /** The new operator, or undefined when the username is taken. */
  insertOperator: async (
    db: Db,
    o: { username: string; passwordHash: string; role: OperatorRole },
  ): Promise<OperatorRow | undefined> => {
    const [row] = await db.insert(operators).values(o).onConflictDoNothing().returning();
    return row;
  },

  operators: (db: Db): Promise<OperatorRow[]> => db.select().from(operators).orderBy(operators.id),

  hasAnyOperator: async (db: Db) => (await db.select({ id: operators.id }).from(operators).limit(1)).length > 0,

  operatorById: async (db: Db, id: number): Promise<OperatorRow | undefined> => {
    const [op] = await db.select().from(operators).where(eq(operators.id, id));
    return op;
  },

  operatorByUsername: async (db: Db, username: string): Promise<OperatorRow | undefined> => {
    const [op] = await db.select().from(operators).where(eq(operators.username, username));
    return op;
  },

  setDisabled: async (tx: Db, username: string, disabled: boolean): Promise<OperatorRow | undefined> => {
    const [row] = await tx.update(operators).set({ disabled }).where(eq(operators.username, username)).returning();
    return row;
  },

  setBrands: async (tx: Db, username: string, brands: string[]): Promise<OperatorRow | undefined> => {
    const [row] = await tx.update(operators).set({ brands }).where(eq(operators.username, username)).returning();
    return row;
  },

  /** The brand codes among `codes` that exist. */
  knownBrands: async (db: Db, codes: string[]) =>
    codes.length
      ? (await db.select({ code: merchants.code }).from(merchants).where(inArray(merchants.code, codes))).map(
          (r) => r.code,
        )
      : [],

  setPasswordHash: async (tx: Db, id: number, passwordHash: string) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
  },

  openSession: async (db: Db, s: { tokenHash: string; operatorId: number; expiresAt: Date; twoFactor: boolean }) => {
    await db.insert(operatorSessions).values(s);
  },

  /** Ends every open session of the operator. */
  revokeSessions: async (tx: Db, operatorId: number) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
  },

  /** Ends every open session of the operator but the one of `keepTokenHash`. */
  revokeOtherSessions: async (tx: Db, operatorId: number, keepTokenHash: string) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          ne(operatorSessions.tokenHash, keepTokenHash),
        ),
      );
  },

  /** Ends the session of the token (whether open or not). */
  revokeSession: async (db: Db, tokenHash: string) => {
    await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.tokenHash, tokenHash));
  },

  /** Changes a brand's row; false when there is no brand of that code. */
  updateMerchant: async (tx: Db, code: string, set: Partial<typeof merchants.$inferInsert>) => {
    const rows = await tx
      .update(merchants)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(merchants.code, code))
      .returning();
    return rows.length > 0;
  },

  /** The other brands that already serve one of the hosts. */
  merchantsWithHosts: (tx: Db, exceptCode: string, hosts: string[]): Promise<{ code: string; hosts: string[] }[]> =>
    tx
      .select({ code: merchants.code, hosts: merchants.hosts })
      .from(merchants)
      .where(and(ne(merchants.code, exceptCode), arrayOverlaps(merchants.hosts, hosts))),

  merchants: (db: Db) =>
    db
      .select({
        code: merchants.code,
        name: merchants.name,
        hosts: merchants.hosts,
        maintenance: merchants.maintenance,
        regionRestriction: merchants.regionRestriction,
      })
      .from(merchants)
      // In the order they were made: an updated row is stored after the others, and brand pickers take the first.
      .orderBy(merchants.id),

  recentAudit: (db: Db, limit: number) => db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(limit),
};
