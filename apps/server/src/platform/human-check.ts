import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usedProofs } from '../db/schema/accounts.ts';
import { AppError } from './errors.ts';
import { siteverify } from './hosted-captcha.ts';
import type { Merchant } from './merchant.ts';

/** Self-hosted proof of work, ALTCHA-compatible: find n with SHA-256(salt + n) = challenge. */
export const POW_MAX_NUMBER = 50_000;
const LIFETIME_MS = 10 * 60_000;

export function createChallenge(secret: string, maxnumber = POW_MAX_NUMBER) {
  const expires = Math.floor((Date.now() + LIFETIME_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  // From the CSPRNG: a predictable number would let a script skip the work.
  const number = randomInt(maxnumber);
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
  await spendProof(db, `pow:${challenge}`, new Date(expires));
}

/** Records a proof as used until it would expire anyway; a second use is refused. */
async function spendProof(db: Db, proof: string, expiresAt: Date): Promise<void> {
  await db.delete(usedProofs).where(lt(usedProofs.expiresAt, new Date()));
  const inserted = await db.insert(usedProofs).values({ proof, expiresAt }).onConflictDoNothing().returning();
  if (inserted.length === 0) throw new AppError('human_check_failed', 'solution already used');
}

/** How long a hosted captcha token is remembered as used (the services' tokens live at most a few minutes). */
const HOSTED_TOKEN_MS = 10 * 60_000;

/**
 * The brand's human check before SMS sends and registration: the proof of work, a hosted captcha verified with its
 * service, or none. 'hosted' without a configured service refuses rather than lets everyone through.
 */
export async function checkHuman(
  db: Db,
  secret: string,
  merchant: Merchant,
  payload: string | undefined,
  remoteIp: string,
): Promise<void> {
  const { humanCheck, hostedCaptcha } = merchant.config;
  if (humanCheck === 'off') return;
  if (humanCheck !== 'hosted') return verifySolution(db, secret, payload);
  if (!hostedCaptcha) throw new AppError('human_check_failed', 'no hosted captcha is configured');
  if (!payload) throw new AppError('human_check_failed');
  // Each token once, here too, whatever the service remembers.
  const proof = `hosted:${createHash('sha256').update(payload).digest('hex')}`;
  await spendProof(db, proof, new Date(Date.now() + HOSTED_TOKEN_MS));
  if (!(await siteverify(hostedCaptcha, payload, remoteIp)))
    throw new AppError('human_check_failed', 'the captcha service did not confirm the token');
}
