import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usedProofs } from '../db/schema/accounts.ts';
import { AppError } from './errors.ts';

/** Self-hosted proof of work, ALTCHA-compatible: find n with SHA-256(salt + n) = challenge. */
export const POW_MAX_NUMBER = 50_000;
const LIFETIME_MS = 10 * 60_000;

export function createChallenge(secret: string, maxnumber = POW_MAX_NUMBER) {
  const expires = Math.floor((Date.now() + LIFETIME_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = Math.floor(Math.random() * maxnumber);
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  const signature = createHmac('sha256', secret).update(challenge).digest('hex');
  return { algorithm: 'SHA-256' as const, challenge, salt, maxnumber, signature };
}

/** Verifies a solution (base64 JSON {algorithm, challenge, number, salt, signature}) once; replays are refused. */
export async function verifySolution(db: Db, secret: string, payload: string | undefined): Promise<void> {
  let p: { algorithm?: string; challenge?: string; number?: number; salt?: string; signature?: string };
  try {
    p = JSON.parse(Buffer.from(payload ?? '', 'base64').toString('utf8'));
  } catch {
    throw new AppError('human_check_failed');
  }
  const { challenge = '', salt = '', signature = '', number } = p;
  const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0) * 1000;
  const expected = createHmac('sha256', secret).update(challenge).digest('hex');
  const ok =
    p.algorithm === 'SHA-256' &&
    typeof number === 'number' &&
    expires > Date.now() &&
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
    createHash('sha256')
      .update(salt + number)
      .digest('hex') === challenge;
  if (!ok) throw new AppError('human_check_failed');
  await db.delete(usedProofs).where(lt(usedProofs.expiresAt, new Date()));
  const inserted = await db
    .insert(usedProofs)
    .values({ proof: `pow:${challenge}`, expiresAt: new Date(expires) })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError('human_check_failed', 'solution already used');
}
