import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzleClient } from '../src/db/pglite-client.ts';

const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amount: numeric('amount').notNull(),
});

describe('embedded database client for drizzle', () => {
  const client = new PGlite();
  const query = vi.spyOn(client, 'query');
  let db: ReturnType<typeof drizzle>;
  const at = new Date('2026-11-23T10:20:30.456Z');

  beforeAll(async () => {
    db = drizzle({ client: (await drizzleClient(client)) as unknown as PGlite });
    await client.exec(
      'CREATE TABLE samples (id serial PRIMARY KEY, at timestamptz NOT NULL, day date NOT NULL, span interval NOT NULL, amount numeric NOT NULL)',
    );
  });
  afterAll(() => client.close());

  it('reads dates, times, intervals and numerics as drizzle maps them, without per-query parsers', async () => {
    query.mockClear();
    await db.insert(samples).values({ at, day: '2026-11-23', span: '1 day', amount: '12.34' });
    const [row] = await db.select().from(samples);
    expect(row).toEqual({ id: 1, at, day: '2026-11-23', span: '1 day', amount: '12.34' });
    // Arrays of those types keep PostgreSQL's text as well.
    const [arrays] = (
      await db.execute(sql`SELECT ARRAY[${at.toISOString()}::timestamptz] AS ats, ARRAY[1.5]::numeric[] AS ns`)
    ).rows;
    expect(arrays).toEqual({ ats: '{"2026-11-23 10:20:30.456+00"}', ns: '{1.5}' });
    expect(query.mock.calls.length).toBeGreaterThan(0);
    for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
  });

  it('runs transactions through the same client: committed and rolled back, without per-query parsers', async () => {
    // Watch the queries drizzle sends on each transaction's own handle too.
    const inTx: Array<QueryOptions | undefined> = [];
    const begin = client.transaction.bind(client);
    const spy = vi.spyOn(client, 'transaction').mockImplementation((fn) =>
      begin((tx) => {
        const query = tx.query.bind(tx);
        tx.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
          inTx.push(options);
          return query(sql, params, options);
        }) as typeof tx.query;
        return fn(tx);
      }),
    );
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ at, day: '2026-11-24', span: '2 hours', amount: '1' });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(samples).values({ at, day: '2026-11-25', span: '3 hours', amount: '2' });
        const [{ n }] = (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM samples`)).rows as [
          { n: number },
        ];
        expect(n).toBe(3);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const days = (await db.select({ day: samples.day }).from(samples).orderBy(samples.day)).map((r) => r.day);
    expect(days).toEqual(['2026-11-23', '2026-11-24']);
    expect(inTx.length).toBeGreaterThan(2);
    for (const options of inTx) expect(options?.parsers).toBeUndefined();
    spy.mockRestore();
  });
});
