import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/secrets.ts';
import { walletRepo } from './repo.ts';

/** What a payment-password check needs: the database and the shared attempt counters. */
export type MoneyDeps = Pick<Deps, 'db' | 'limiter'>;

/**
 * Six digits are a small space, so wrong answers are limited per member: the LOCK_AFTER-th wrong answer within
 * WINDOW_MS locks every use of the payment password (withdrawal, binding, team transfer, change) for WINDOW_MS. The
 * counters live in the shared limiter (Redis when configured), so all instances see them. A right answer that
 * finishes after the lock was set is refused too, so a burst of parallel guesses gains nothing over the limit.
 */
export const LOCK_AFTER = 5;
export const WINDOW_MS = 15 * 60_000;
const failKey = (memberId: number) => `paypw:fail:${memberId}`;
const lockKey = (memberId: number) => `paypw:lock:${memberId}`;

const storedHash = (db: Db, memberId: number) => walletRepo.paymentPasswordHash(db, memberId);

export async function hasPaymentPassword(db: Db, memberId: number) {
  return (await storedHash(db, memberId)) !== null;
}

async function refuseWhileLocked(deps: MoneyDeps, memberId: number) {
  if ((await deps.limiter.count(lockKey(memberId))) > 0)
    throw new AppError('payment_password_locked', undefined, { minutes: WINDOW_MS / 60_000 });
}

/** Verifies an answer against the stored hash under the attempt limit; a wrong answer counts, a right one clears. */
async function verifyLimited(deps: MoneyDeps, memberId: number, hash: string, answer: string | undefined) {
  await refuseWhileLocked(deps, memberId);
  const right = !!answer && (await verifyPassword(hash, answer));
  if (right) {
    await refuseWhileLocked(deps, memberId);
    await deps.limiter.reset(failKey(memberId));
    return;
  }
  if ((await deps.limiter.hit(failKey(memberId), WINDOW_MS)) >= LOCK_AFTER) {
    await deps.limiter.hit(lockKey(memberId), WINDOW_MS);
    throw new AppError('payment_password_locked', undefined, { minutes: WINDOW_MS / 60_000 });
  }
  throw new AppError('payment_password_wrong');
}

/** Sets the payment password, or changes it when the current one is given and right. */
export async function setPaymentPassword(deps: MoneyDeps, memberId: number, password: string, current?: string) {
  if (!/^\d{6}$/.test(password))
    throw new AppError('bad_request', 'six digits', { fields: [{ field: 'password', message: 'six_digits' }] });
  const hash = await storedHash(deps.db, memberId);
  if (hash !== null) {
    if (!current) throw new AppError('payment_password_set');
    await verifyLimited(deps, memberId, hash, current);
  }
  await walletRepo.setPaymentPasswordHash(deps.db, memberId, await hashPassword(password));
}

/** Confirms a money action with the payment password (before its transaction: hashing is slow). */
export async function checkPaymentPassword(deps: MoneyDeps, memberId: number, password: string | undefined) {
  const hash = await storedHash(deps.db, memberId);
  if (hash === null) throw new AppError('payment_password_required');
  await verifyLimited(deps, memberId, hash, password);
}
