import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { serverSettings } from '../src/db/schema/settings.ts';
import type { App } from '../src/platform/http.ts';
import { safeError, safeUrl } from '../src/platform/logging.ts';
import { seedDemo } from '../src/seed/demo.ts';

/** Values a failing statement carries that must never reach a log line. */
const MOBILE = '+5511987654321';
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRETHASHVALUE';
const TICKET = 'TICKET-5f1c0e8a9b7d4c3e2a1f';

describe('log lines of failing queries', () => {
  let app: App;
  const lines: string[] = [];
  const output = () => lines.join('');

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), database, {
      logStream: { write: (line) => void lines.push(line) },
    });
    app.addHook('onClose', async () => database.close());
    // Statements that fail the way real ones do, carrying a member's data in their parameters.
    app.post('/test/duplicate', async () => {
      const row = { name: `mobile:${MOBILE}`, value: PASSWORD_HASH };
      await app.deps.db.insert(serverSettings).values(row);
      await app.deps.db.insert(serverSettings).values(row); // unique violation: PostgreSQL repeats the key in `detail`
    });
    app.post('/test/cast', async () => app.deps.db.execute(sql`SELECT ${MOBILE}::int AS n`));
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps the statement and the failure, drops the parameters and the values PostgreSQL repeats', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/duplicate' });
    expect(res.statusCode).toBe(500);
    const cast = await app.inject({ method: 'POST', url: '/test/cast' });
    expect(cast.statusCode).toBe(400); // a value PostgreSQL cannot read is the client's fault
    const log = output();
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into \\"server_settings\\"');
    expect(log).toContain('23505'); // the failure is named
    expect(log).toContain('server_settings_pkey');
    expect(log).toContain('input refused by the database');
    expect(log).not.toContain(MOBILE);
    expect(log).not.toContain(MOBILE.slice(1));
    expect(log).not.toContain('SECRETHASHVALUE');
  });

  it('drops secret query values from request lines', async () => {
    await app.inject(`/provider/inhouse/slot?ticket=${TICKET}&lang=en`);
    await app.inject(`/dev/outbox?to=%2B5511999990001&token=${TICKET}`);
    const log = output();
    expect(log).toContain('/provider/inhouse/slot?ticket=[redacted]&lang=en');
    expect(log).not.toContain(TICKET);
    expect(log).not.toContain('5511999990001');
  });
});

describe('the error serializer', () => {
  it('redacts secret fields and data fields at any level of the error and its causes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_mobile_key"'), {
      code: '23505',
      detail: `Key (mobile)=(${MOBILE}) already exists.`,
      parameters: [MOBILE],
      where: `SQL statement with ${MOBILE}`,
      constraint: 'members_mobile_key',
    });
    const err = Object.assign(new Error(`Failed query: insert into members\nparams: ${MOBILE},${PASSWORD_HASH}`), {
      query: 'insert into members (mobile, password_hash) values ($1, $2)',
      params: [MOBILE, PASSWORD_HASH],
      password: 'Demo@2026',
      paymentPassword: '123456',
      verificationCode: '654321',
      headers: { authorization: 'Bearer abc' },
      validation: [{ field: 'ticket', ticket: TICKET }],
      cause,
    });
    const out = JSON.stringify(safeError(err));
    for (const secret of [MOBILE, PASSWORD_HASH, 'Demo@2026', '123456', '654321', 'Bearer abc', TICKET])
      expect(out, secret).not.toContain(secret);
    const safe = safeError(err);
    expect(safe.query).toBe('insert into members (mobile, password_hash) values ($1, $2)');
    expect(safe.message).toBe('Failed query: insert into members\nparams: [redacted]');
    expect((safe.cause as { code: string; constraint: string }).constraint).toBe('members_mobile_key');
    expect(String(safe.stack)).toMatch(/^Error: Failed query/);
  });

  it('redacts secret keys of a URL query however they are spelled', () => {
    expect(safeUrl('/a?resetToken=abc&x=1&Ticket=t&verification_code=1')).toBe(
      '/a?resetToken=[redacted]&x=1&Ticket=[redacted]&verification_code=[redacted]',
    );
    expect(safeUrl('/plain/path')).toBe('/plain/path');
  });
});
