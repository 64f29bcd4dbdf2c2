import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { merchants } from '../../db/schema/core.ts';
import type { OperatorRole } from '../../db/schema/operators.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { dummyHash, hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/secrets.ts';
import { brandByCode } from '../brand/index.ts';
import { type OperatorRow, operatorRepo } from './operator-repo.ts';
import { secondFactor } from './two-factor.ts';

const SESSION_HOURS = 8;

/** The new operator, or undefined when one with this username exists. */
const insertNew = async (db: Db, username: string, password: string, role: OperatorRole) =>
  operatorRepo.insertOperator(db, {
    username: username.toLowerCase(),
    passwordHash: await hashPassword(password),
    role,
  });

export async function createOperator(db: Db, username: string, password: string, role: OperatorRole) {
  const row = await insertNew(db, username, password, role);
  if (!row) throw new AppError('operator_exists');
  return row;
}

const summary = (o: OperatorRow) => ({
  id: o.id,
  username: o.username,
  role: o.role,
  disabled: o.disabled,
  createdAt: o.createdAt.toISOString(),
  brands: o.brands,
});

/** An admin adds an operator; without a password one is generated and returned this once. */
export async function addOperator(
  db: Db,
  by: OperatorSession,
  input: { username: string; role: OperatorRole; password?: string | undefined },
) {
  const generated = input.password ? undefined : randomBytes(15).toString('base64url');
  const row = await createOperator(db, input.username, input.password ?? generated ?? '', input.role);
  await audit(db, {
    operatorId: by.operatorId,
    action: 'operator.create',
    target: row.username,
    detail: { role: row.role },
  });
  return { ...summary(row), ...(generated ? { password: generated } : {}) };
}

export const listOperators = async (db: Db) => (await operatorRepo.operators(db)).map(summary);

/** Disabling ends the operator's sessions at once; enabling lets them log in again. */
/**
 * An admin of every brand limits an operator to some brands (empty: every brand again). Every brand named must
 * exist; an operator cannot limit themselves (they would lock themselves out of this call).
 */
export async function setOperatorBrands(db: Db, by: OperatorSession, username: string, brands: string[]) {
  if (username === by.username) throw new AppError('operator_self_role');
  const codes = [...new Set(brands)];
  if ((await operatorRepo.knownBrands(db, codes)).length !== codes.length) throw new AppError('unknown_merchant');
  return db.transaction(async (tx) => {
    const row = await operatorRepo.setBrands(tx as unknown as Db, username, codes);
    if (!row) throw new AppError('unknown_operator');
    await audit(tx as unknown as Db, {
      operatorId: by.operatorId,
      action: 'operator.brands',
      target: username,
      detail: { brands: codes },
    });
    return summary(row);
  });
}

export async function setOperatorDisabled(db: Db, by: OperatorSession, username: string, disabled: boolean) {
  if (disabled && username === by.username) throw new AppError('operator_self_disable');
  return db.transaction(async (tx) => {
    const row = await operatorRepo.setDisabled(tx as unknown as Db, username, disabled);
    if (!row) throw new AppError('unknown_operator');
    if (disabled) await operatorRepo.revokeSessions(tx as unknown as Db, row.id);
    await audit(tx as unknown as Db, {
      operatorId: by.operatorId,
      action: disabled ? 'operator.disable' : 'operator.enable',
      target: username,
    });
    return summary(row);
  });
}

/** An operator changes their own password (the current one checked); every other session of theirs ends. */
export async function changeOperatorPassword(
  db: Db,
  by: OperatorSession,
  currentToken: string,
  password: string,
  newPassword: string,
) {
  const op = await operatorRepo.operatorById(db, by.operatorId);
  if (!op || !(await verifyPassword(op.passwordHash, password))) throw new AppError('operator_login_failed');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await operatorRepo.setPasswordHash(tx as unknown as Db, op.id, passwordHash);
    await operatorRepo.revokeOtherSessions(tx as unknown as Db, op.id, tokenHash(currentToken));
    await audit(tx as unknown as Db, { operatorId: op.id, action: 'operator.password', target: op.username });
  });
}

/** Keys whose values are secrets: shown masked in the operator's view of a brand's configuration. */
const SECRET_KEYS = new Set(['clientSecret', 'secret', 'apiKey', 'privateKey', 'password']);
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) && typeof v === 'string' ? '********' : masked(v)]),
    );
  return value;
}

export async function merchantConfigView(db: Db, code: string) {
  const m = await brandByCode(db, code);
  return {
    code: m.code,
    name: m.name,
    hosts: m.hosts,
    isDefault: m.isDefault,
    maintenance: m.maintenance,
    regionRestriction: m.regionRestriction,
    updatedAt: m.updatedAt.toISOString(),
    config: masked(m.config) as Record<string, unknown>,
  };
}

/**
 * The first start creates the `admin` operator. Its password comes from OPERATOR_PASSWORD, else a random one is
 * generated and returned so that the caller can show it once (only by the instance that created it).
 */
export async function ensureBootstrapOperator(db: Db, password: string | undefined): Promise<string | null> {
  if (await operatorRepo.hasAnyOperator(db)) return null;
  const pw = password ?? randomBytes(12).toString('base64url');
  // Instances started together on a new database race here: one creates `admin`, the others find it and go on.
  const row = await insertNew(db, 'admin', pw, 'admin');
  return row && !password ? pw : null;
}

/** Password first; then the second factor when the operator has set one up (see two-factor.ts). */
export async function operatorLogin(
  db: Db,
  username: string,
  password: string,
  second: { otp?: string | undefined; appSecret: string },
) {
  const op = await operatorRepo.operatorByUsername(db, username.toLowerCase());
  const ok = await verifyPassword(op?.passwordHash ?? (await dummyHash()), password);
  if (!op || !ok || op.disabled) throw new AppError('operator_login_failed');
  const twoFactor = await secondFactor(db, second.appSecret, op, second.otp);
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await operatorRepo.openSession(db, {
    tokenHash: tokenHash(token),
    operatorId: op.id,
    expiresAt,
    twoFactor: twoFactor === 'verified',
  });
  return { token, expiresAt: expiresAt.toISOString(), role: op.role, username: op.username, twoFactor };
}

export async function operatorLogout(db: Db, token: string) {
  await operatorRepo.revokeSession(db, tokenHash(token));
}

/** Changes a brand's row and records the operator's action, in one transaction; `check` runs first inside it. */
async function changeMerchant(
  db: Db,
  op: OperatorSession,
  code: string,
  change: { set: Partial<typeof merchants.$inferInsert>; action: string; detail: Record<string, unknown> },
  check?: (tx: Db) => Promise<void>,
) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await check?.(tx);
    if (!(await operatorRepo.updateMerchant(tx, code, change.set))) throw new AppError('unknown_merchant');
    await audit(tx, { operatorId: op.operatorId, action: change.action, target: code, detail: change.detail });
  });
}

export const setMaintenance = (db: Db, op: OperatorSession, code: string, on: boolean) =>
  changeMerchant(db, op, code, { set: { maintenance: on }, action: 'merchant.maintenance', detail: { on } });

export async function setRegionRestriction(db: Db, op: OperatorSession, code: string, countries: string[]) {
  const list = [...new Set(countries.map((c) => c.toUpperCase()))].sort();
  await changeMerchant(db, op, code, {
    set: { regionRestriction: list },
    action: 'merchant.regionRestriction',
    detail: { countries: list },
  });
  return list;
}

/** Replaces the hosts a brand serves; a host another brand already claims is refused. */
export async function setHosts(db: Db, op: OperatorSession, code: string, hosts: string[]) {
  const list = [...new Set(hosts)].sort();
  await changeMerchant(
    db,
    op,
    code,
    { set: { hosts: list }, action: 'merchant.hosts', detail: { hosts: list } },
    async (tx) => {
      const taken = await operatorRepo.merchantsWithHosts(tx, code, list);
      if (taken.length > 0)
        throw new AppError('conflict', undefined, {
          hosts: list.filter((h) => taken.some((t) => t.hosts.includes(h))),
          merchant: taken[0]?.code,
        });
    },
  );
  return list;
}

export const listMerchants = (db: Db) => operatorRepo.merchants(db);

export const recentAudit = (db: Db, limit: number) => operatorRepo.recentAudit(db, limit);
