import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { OperatorRole } from '../../db/schema/operators.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, needsTwoFactor, type OperatorSession } from '../../platform/operator-auth.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  openSecret,
  otpauthUrl,
  sealSecret,
  totpStep,
} from './totp.ts';
import {
  enable,
  recoveryCodesLeft,
  removeTwoFactor,
  revokeSessions,
  savePendingSecret,
  sessionOf,
  takeStep,
  twoFactorOf,
  upgradeSession,
  useRecoveryCode,
} from './two-factor-repo.ts';

export type TwoFactorState = 'verified' | 'enrol' | 'off';
const codeHash = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/**
 * The second factor of a password sign-in. Once an operator has set it up, no sign-in passes without a code that is
 * valid now and newer than the last one accepted, or an unused recovery code. Without it set up, admin and finance
 * sessions are marked for enrolment (the console opens nothing else for them).
 */
export async function secondFactor(
  db: Db,
  appSecret: string,
  op: { id: number; role: OperatorRole },
  otp: string | undefined,
): Promise<TwoFactorState> {
  const tf = await twoFactorOf(db, op.id);
  if (!tf?.enabled) return needsTwoFactor(op.role) ? 'enrol' : 'off';
  if (!otp) throw new AppError('two_factor_required');
  if (/^\d{6}$/.test(otp)) {
    const step = totpStep(openSecret(appSecret, tf.sealed), otp);
    if (step === null || !(await takeStep(db, op.id, step, true))) throw new AppError('two_factor_invalid');
  } else if (!(await useRecoveryCode(db, op.id, codeHash(otp)))) throw new AppError('two_factor_invalid');
  return 'verified';
}

/** A new secret for the authenticator app; it counts only once a code from it is confirmed. */
export async function startEnrolment(db: Db, appSecret: string, op: OperatorSession) {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(db, op.operatorId, sealSecret(appSecret, secret))))
    throw new AppError('two_factor_enabled');
  return { secret, otpauthUrl: otpauthUrl(secret, op.username) };
}

/** A code from the new secret turns two-factor on, makes this session a two-factor one and returns recovery codes. */
export async function confirmEnrolment(db: Db, appSecret: string, op: OperatorSession, token: string, code: string) {
  const tf = await twoFactorOf(db, op.operatorId);
  if (!tf) throw new AppError('two_factor_not_started');
  if (tf.enabled) throw new AppError('two_factor_enabled');
  const step = totpStep(openSecret(appSecret, tf.sealed), code);
  if (step === null) throw new AppError('two_factor_invalid');
  const codes = newRecoveryCodes();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (!(await takeStep(tx, op.operatorId, step, false))) throw new AppError('two_factor_invalid');
    await enable(tx, op.operatorId, codes.map(codeHash));
    await upgradeSession(tx, op.operatorId, token);
    await audit(tx, { operatorId: op.operatorId, action: 'operator.twoFactor.enrol', target: op.username });
  });
  return { recoveryCodes: codes };
}

/** An admin clears an operator's second factor (a lost phone): their sessions end and their next sign-in enrols again. */
export async function resetTwoFactor(db: Db, by: OperatorSession, operatorId: number, username: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await removeTwoFactor(tx, operatorId);
    await revokeSessions(tx, operatorId);
    await audit(tx, { operatorId: by.operatorId, action: 'operator.twoFactor.reset', target: username });
  });
}

/** The calling operator's session as the console shows it. */
export async function currentSession(db: Db, token: string) {
  const s = await sessionOf(db, token);
  if (!s) throw new AppError('unauthorized');
  const state: TwoFactorState = s.twoFactor ? 'verified' : needsTwoFactor(s.role) ? 'enrol' : 'off';
  return {
    username: s.username,
    role: s.role,
    expiresAt: (s.expiresAt instanceof Date ? s.expiresAt : new Date(String(s.expiresAt))).toISOString(),
    twoFactor: state,
    recoveryCodesLeft: await recoveryCodesLeft(db, s.operatorId),
  };
}
