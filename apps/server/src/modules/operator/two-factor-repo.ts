import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, str } from '../../db/rows.ts';
import { tokenHash } from '../../platform/secrets.ts';

/** The operator's two-factor row: the sealed secret, whether it is enabled, the last step accepted. */
export async function twoFactorOf(db: Db, operatorId: number) {
  const [r] = await q(
    db,
    sql`SELECT secret_sealed, enabled, last_step FROM operator_two_factor WHERE operator_id = ${operatorId}`,
  );
  return r ? { sealed: str(r.secret_sealed), enabled: Boolean(r.enabled) } : null;
}

/** A new pending secret replaces an unconfirmed one; an enabled one is kept (null answers that case). */
export async function savePendingSecret(db: Db, operatorId: number, sealed: string) {
  const r = await q(
    db,
    sql`INSERT INTO operator_two_factor (operator_id, secret_sealed) VALUES (${operatorId}, ${sealed})
      ON CONFLICT (operator_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_step = NULL, created_at = now()
      WHERE NOT operator_two_factor.enabled RETURNING operator_id`,
  );
  return r.length > 0;
}

/**
 * Accepts the code's time step only if it is newer than the last one accepted: one conditional UPDATE, so a code is
 * never accepted twice, even by two sign-ins racing with it.
 */
export async function takeStep(db: Db, operatorId: number, step: number, enabled: boolean) {
  const r = await q(
    db,
    sql`UPDATE operator_two_factor SET last_step = ${step}
      WHERE operator_id = ${operatorId} AND enabled = ${enabled} AND (last_step IS NULL OR last_step < ${step})
      RETURNING operator_id`,
  );
  return r.length > 0;
}

export async function enable(db: Db, operatorId: number, codeHashes: string[]) {
  await q(db, sql`UPDATE operator_two_factor SET enabled = true, enabled_at = now() WHERE operator_id = ${operatorId}`);
  await q(db, sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${operatorId}`);
  for (const h of codeHashes)
    await q(db, sql`INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES (${operatorId}, ${h})`);
}

/** Marks a recovery code used, once: a second use finds it used and fails. */
export async function useRecoveryCode(db: Db, operatorId: number, codeHash: string) {
  const r = await q(
    db,
    sql`UPDATE operator_recovery_codes SET used_at = now()
      WHERE operator_id = ${operatorId} AND code_hash = ${codeHash} AND used_at IS NULL RETURNING id`,
  );
  return r.length > 0;
}

export async function recoveryCodesLeft(db: Db, operatorId: number) {
  const [r] = await q(
    db,
    sql`SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = ${operatorId} AND used_at IS NULL`,
  );
  return int(r?.n);
}

export async function removeTwoFactor(db: Db, operatorId: number) {
  await q(db, sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${operatorId}`);
  const r = await q(db, sql`DELETE FROM operator_two_factor WHERE operator_id = ${operatorId} RETURNING operator_id`);
  return r.length > 0;
}

/** The session becomes a two-factor one; the operator's other sessions without a second factor end. */
export async function upgradeSession(db: Db, operatorId: number, token: string) {
  const hash = tokenHash(token);
  await q(db, sql`UPDATE operator_sessions SET two_factor = true WHERE token_hash = ${hash}`);
  await q(
    db,
    sql`UPDATE operator_sessions SET revoked_at = now()
      WHERE operator_id = ${operatorId} AND token_hash <> ${hash} AND revoked_at IS NULL AND NOT two_factor`,
  );
}

export async function revokeSessions(db: Db, operatorId: number) {
  await q(
    db,
    sql`UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = ${operatorId} AND revoked_at IS NULL`,
  );
}

/** The live session behind a token with its operator, whatever its two-factor state. */
export async function sessionOf(db: Db, token: string) {
  const [r] = await q(
    db,
    sql`SELECT o.id, o.username, o.role, s.two_factor, s.expires_at FROM operator_sessions s
      JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = ${tokenHash(token)} AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT o.disabled`,
  );
  return r
    ? {
        operatorId: int(r.id),
        username: str(r.username),
        role: str(r.role) as 'admin' | 'finance' | 'support',
        twoFactor: Boolean(r.two_factor),
        expiresAt: r.expires_at,
      }
    : null;
}
