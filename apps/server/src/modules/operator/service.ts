import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/core.ts';
import { type OperatorRole, operatorAudit, operatorSessions, operators } from '../../db/schema/operators.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { dummyHash, hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/secrets.ts';

const SESSION_HOURS = 8;

export async function createOperator(db: Db, username: string, password: string, role: OperatorRole) {
  const [row] = await db
    .insert(operators)
    .values({ username: username.toLowerCase(), passwordHash: await hashPassword(password), role })
    .returning({ id: operators.id });
  return row;
}

/**
 * The first start creates the `admin` operator. Its password comes from OPERATOR_PASSWORD, else a random one is
 * generated and returned so that the caller can show it once.
 */
export async function ensureBootstrapOperator(db: Db, password: string | undefined): Promise<string | null> {
  const existing = await db.select({ id: operators.id }).from(operators).limit(1);
  if (existing.length > 0) return null;
  const pw = password ?? randomBytes(12).toString('base64url');
  await createOperator(db, 'admin', pw, 'admin');
  return password ? null : pw;
}

export async function operatorLogin(db: Db, username: string, password: string) {
  const [op] = await db.select().from(operators).where(eq(operators.username, username.toLowerCase()));
  const ok = await verifyPassword(op?.passwordHash ?? (await dummyHash()), password);
  if (!op || !ok || op.disabled) throw new AppError('operator_login_failed');
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db.insert(operatorSessions).values({ tokenHash: tokenHash(token), operatorId: op.id, expiresAt });
  return { token, expiresAt: expiresAt.toISOString(), role: op.role, username: op.username };
}

export async function operatorLogout(db: Db, token: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(eq(operatorSessions.tokenHash, tokenHash(token)));
}

export async function setMaintenance(db: Db, op: OperatorSession, code: string, on: boolean) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(merchants)
      .set({ maintenance: on, updatedAt: new Date() })
      .where(eq(merchants.code, code))
      .returning();
    if (rows.length === 0) throw new AppError('unknown_merchant');
    await audit(tx as unknown as Db, {
      operatorId: op.operatorId,
      action: 'merchant.maintenance',
      target: code,
      detail: { on },
    });
  });
}

export async function setRegionRestriction(db: Db, op: OperatorSession, code: string, countries: string[]) {
  const list = [...new Set(countries.map((c) => c.toUpperCase()))].sort();
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(merchants)
      .set({ regionRestriction: list, updatedAt: new Date() })
      .where(eq(merchants.code, code))
      .returning();
    if (rows.length === 0) throw new AppError('unknown_merchant');
    await audit(tx as unknown as Db, {
      operatorId: op.operatorId,
      action: 'merchant.regionRestriction',
      target: code,
      detail: { countries: list },
    });
  });
  return list;
}

export const listMerchants = (db: Db) =>
  db
    .select({
      code: merchants.code,
      name: merchants.name,
      hosts: merchants.hosts,
      maintenance: merchants.maintenance,
      regionRestriction: merchants.regionRestriction,
    })
    .from(merchants);

export const recentAudit = (db: Db, limit: number) =>
  db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(limit);
