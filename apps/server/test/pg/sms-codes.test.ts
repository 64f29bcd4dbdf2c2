import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { MAX_TRIES } from '../../src/modules/accounts/codes.ts';
import { accountsRepo } from '../../src/modules/accounts/repo.ts';
import { tokenHash } from '../../src/platform/secrets.ts';
import { freshPgDatabase } from './pg-helper.ts';

/** SMS codes on a real PostgreSQL server: parallel sends and guesses on separate connections. */
describe('SMS codes under concurrency', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let merchantId: number;
  beforeAll(async () => {
    ({ database, drop } = await freshPgDatabase());
    const r = (await database.db.execute(sql`SELECT id FROM merchants WHERE is_default`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    merchantId = Number(r.rows[0]?.id);
  });
  afterAll(async () => drop());

  const issue = (target: string, code: string) =>
    accountsRepo.issueCode(database.db, {
      merchantId,
      purpose: 'login',
      target,
      codeHash: tokenHash(code),
      expiresAt: new Date(Date.now() + 5 * 60_000),
    });
  const attempt = (target: string, code: string) =>
    accountsRepo.tryCode(database.db, {
      merchantId,
      purpose: 'login',
      target,
      codeHash: tokenHash(code),
      maxTries: MAX_TRIES,
    });

  it('issues one code when sends for a number race', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => issue('+5511900000001', String(i))));
    expect(results.filter((r) => 'issued' in r)).toHaveLength(1);
  });

  it('compares at most five of many parallel wrong guesses, then refuses the right code', async () => {
    await issue('+5511900000002', '123456');
    const guesses = Array.from({ length: 30 }, (_, i) => String(200000 + i));
    const results = await Promise.all(guesses.map((g) => attempt('+5511900000002', g)));
    expect(results.filter((r) => r === 'wrong')).toHaveLength(MAX_TRIES);
    expect(results.filter((r) => r === 'none')).toHaveLength(guesses.length - MAX_TRIES);
    const row = (await database.db.execute(
      sql`SELECT attempts FROM verification_codes WHERE target = '+5511900000002'`,
    )) as unknown as { rows: Array<{ attempts: number }> };
    expect(row.rows[0]?.attempts).toBe(MAX_TRIES);
    expect(await attempt('+5511900000002', '123456')).toBe('none');
  });

  it('accepts the right code once when it arrives many times at once', async () => {
    await issue('+5511900000003', '654321');
    const results = await Promise.all(Array.from({ length: 10 }, () => attempt('+5511900000003', '654321')));
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
  });
});
