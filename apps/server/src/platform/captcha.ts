import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema/accounts.ts';
import { AppError } from './errors.ts';
import { tokenHash } from './secrets.ts';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // no 0/O, 1/I/L
const LIFETIME_MS = 5 * 60_000;

/** Renders the answer as a noisy, slanted SVG (no native image libraries needed). */
function render(answer: string): string {
  const chars = [...answer]
    .map((c, i) => {
      const x = 18 + i * 26 + randomInt(-3, 4);
      const y = 34 + randomInt(-5, 6);
      const r = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${r} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="28" font-weight="700" font-family="monospace">${c}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 130), randomInt(0, 48), randomInt(0, 130), randomInt(0, 48)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(0, 360)},50%,55%)" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48" viewBox="0 0 130 48"><rect width="130" height="48" fill="#f3f1fb"/>${lines}${chars}</svg>`;
}

/** A new image captcha: the answer is stored hashed, single use, 5 minutes. */
export async function newCaptcha(db: Db): Promise<{ captchaId: string; image: string }> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  const captchaId = randomBytes(12).toString('base64url');
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ id: captchaId, answerHash: tokenHash(answer), expiresAt: new Date(Date.now() + LIFETIME_MS) });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(render(answer)).toString('base64')}` };
}

/** Checks an answer (case-insensitive) and spends the captcha whatever the result. */
export async function checkCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined): Promise<void> {
  if (!captchaId || !answer) throw new AppError('captcha_invalid');
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning();
  if (!row || row.answerHash !== tokenHash(answer.trim().toUpperCase())) throw new AppError('captcha_invalid');
}
