import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { date, interval, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../src/db/errors.ts';

const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amount: numeric('amount').notNull(),
});

describe('embedded database on its own thread', () => {
  let database: Database;
  const at = new Date('2026-11-23T10:20:30.456Z');

  /** The rows of a raw statement (the query builder types them for either database). */
  const rowsOf = async (q: Promise<unknown>) => ((await q) as { rows: Array<Record<string, unknown>> }).rows;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.session((query) =>
      query(
        'CREATE TABLE samples (id serial PRIMARY KEY, at timestamptz NOT NULL, day date NOT NULL UNIQUE, span interval NOT NULL, amount numeric NOT NULL)',
      ),
    );
  });
  afterAll(() => database.close());

  it('reads dates, times, intervals and numerics as drizzle maps them', async () => {
    const { db } = database;
    await db.insert(samples).values({ at, day: '2026-11-23', span: '1 day', amount: '12.34' });
    const [row] = await db.select().from(samples);
    expect(row).toEqual({ id: 1, at, day: '2026-11-23', span: '1 day', amount: '12.34' });
    // Arrays of those types keep PostgreSQL's text as well; bigints and bytes cross as they are.
    const [arrays] = await rowsOf(
      db.execute(
        sql`SELECT ARRAY[${at.toISOString()}::timestamptz] AS ats, ARRAY[1.5]::numeric[] AS ns, 9007199254740993::bigint AS big, '\\x0102'::bytea AS bytes`,
      ),
    );
    expect(arrays).toMatchObject({ ats: '{"2026-11-23 10:20:30.456+00"}', ns: '{1.5}' });
    expect(String((arrays as { big: unknown }).big)).toBe('9007199254740993');
    expect([...((arrays as { bytes: Uint8Array }).bytes ?? [])]).toEqual([1, 2]);
  });

  it('commits and rolls back transactions, and other statements wait for an open one', async () => {
    const { db } = database;
    let inside = 0;
    const outside = db.transaction(async (tx) => {
      await tx.insert(samples).values({ at, day: '2026-11-24', span: '2 hours', amount: '1' });
      // A statement outside the transaction, asked meanwhile, must not see or join it.
      const peek = db.execute(sql`SELECT count(*)::int AS n FROM samples`);
      inside = Number((await rowsOf(tx.execute(sql`SELECT count(*)::int AS n FROM samples`)))[0]?.n);
      return { peek }; // wrapped: returning the promise itself would wait for it inside the transaction
    });
    expect((await rowsOf((await outside).peek))[0]?.n).toBe(2);
    expect(inside).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(samples).values({ at, day: '2026-11-25', span: '3 hours', amount: '2' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const days = (await db.select({ day: samples.day }).from(samples).orderBy(samples.day)).map((r) => r.day);
    expect(days).toEqual(['2026-11-23', '2026-11-24']);
  });

  it("keeps a database error's SQLSTATE and constraint, and the transaction rolls back", async () => {
    const { db } = database;
    const err = await db
      .transaction(async (tx) => {
        await tx.insert(samples).values({ at, day: '2026-11-26', span: '1 hour', amount: '3' });
        await tx.insert(samples).values({ at, day: '2026-11-23', span: '1 hour', amount: '3' });
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).toContain('samples_day_key');
    expect((await db.select().from(samples)).map((r) => r.day)).not.toContain('2026-11-26');
  });

  it('delivers notifications to listeners until they stop', async () => {
    const heard: string[] = [];
    const stop = await database.listen('sample_channel', (p) => heard.push(p));
    await database.session((query) => query("SELECT pg_notify('sample_channel', 'one')"));
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await database.session((query) => query("SELECT pg_notify('sample_channel', 'two')"));
    await database.session((query) => query('SELECT 1'));
    expect(heard).toEqual(['one']);
  });

  it('lets a script that never closes the database end once it has its answer', async () => {
    const script = fileURLToPath(new URL('./fixtures/embedded-script.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 30_000 });
    expect(stdout.trim()).toBe('answered 1');
  });

  it('fails every call as a lost connection once the thread is gone', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    await other.close();
    const err = await other.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('closes only once running statements have answered and a forgotten transaction is rolled back', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    const client = (other.db as unknown as { $client: { transaction(fn: () => Promise<void>): Promise<void> } })
      .$client;
    // A transaction whose end is never asked, and a statement still running when the close comes.
    let inside: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      inside = resolve;
    });
    void client.transaction(async () => {
      inside();
      await new Promise(() => undefined);
    });
    await held;
    // drizzle sends a statement once it is awaited: then() sends it now.
    const slow = other.db.execute(sql`SELECT pg_sleep(0.3), 7 AS n`).then((r) => r);
    const closing = Date.now();
    await other.close();
    // The close waited for the sleeping statement instead of ending the thread under it.
    expect(Date.now() - closing).toBeLessThan(5000);
    expect(((await slow) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(7);
  });
});
