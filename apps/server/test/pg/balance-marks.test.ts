import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgDatabase } from './pg-helper.ts';

/**
 * The live balance's marks on a member's accounts (migration 0409), under the races of streams opening and closing on
 * the real PostgreSQL server: a member with an open stream must never be left unmarked.
 */
describe('live balance marks on the real PostgreSQL server', () => {
  let url = '';
  let drop: () => Promise<void>;
  const clients: pg.Client[] = [];
  let member = 0;
  const client = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    ({ url, drop } = await freshPgDatabase());
    const c = await client();
    const { rows } = await c.query<{ id: number }>(
      "SELECT m.id FROM members m JOIN ledger_accounts a ON a.member_id = m.id AND a.purpose = 'main' LIMIT 1",
    );
    member = Number(rows[0]?.id);
  });
  afterAll(async () => {
    for (const c of clients) await c.end();
    await drop();
  });

  const marked = async () => {
    const c = clients[0] as pg.Client;
    const { rows } = await c.query<{ watched: boolean }>(
      "SELECT watched FROM ledger_accounts WHERE owner_kind = 'member' AND member_id = $1 AND purpose = 'main' AND asset = 'CASH'",
      [member],
    );
    return rows[0]?.watched;
  };
  const watch = (c: pg.Client, stream: string) =>
    c.query(
      "INSERT INTO balance_watchers (stream_id, member_id, expires_at) VALUES ($1, $2, now() + interval '1 minute')",
      [stream, member],
    );
  const unwatch = (c: pg.Client, stream: string) =>
    c.query('DELETE FROM balance_watchers WHERE stream_id = $1', [stream]);
  /** Whether a promise is still pending after a short wait (the statement waits for a lock). */
  const waiting = async (p: Promise<unknown>) =>
    Promise.race([p.then(() => false), new Promise((r) => setTimeout(() => r(true), 300))]);

  it('marks again a stream that opens while the last one closes, in either order', async () => {
    const closing = await client();
    const opening = await client();
    await watch(closing, 'first');
    expect(await marked()).toBe(true);

    // The close goes first: it unmarks under its locks; the opening waits for them and marks after its commit.
    await closing.query('BEGIN');
    await unwatch(closing, 'first');
    await opening.query('BEGIN');
    const opened = watch(opening, 'second');
    expect(await waiting(opened)).toBe(true);
    await closing.query('COMMIT');
    await opened;
    await opening.query('COMMIT');
    expect(await marked()).toBe(true);

    // The opening goes first: the close skips the accounts it holds, so nothing unmarks them.
    await opening.query('BEGIN');
    await watch(opening, 'third');
    await closing.query('BEGIN');
    expect(await waiting(unwatch(closing, 'second'))).toBe(false);
    await closing.query('COMMIT');
    await opening.query('COMMIT');
    expect(await marked()).toBe(true);

    // The last stream closing with nobody else about unmarks them.
    await unwatch(closing, 'third');
    expect(await marked()).toBe(false);
  });

  it('does not wait for a posting that holds the account: the mark stays, and costs a notification only', async () => {
    const posting = await client();
    const closing = await client();
    await watch(closing, 'held');
    await posting.query('BEGIN');
    await posting.query(
      "SELECT ledger_post('house', NULL, 'cashier', 'member', $1, 'main', 100, 'CASH', 'adjustment', $1, 'test', NULL, NULL)",
      [member],
    );
    expect(await waiting(unwatch(closing, 'held'))).toBe(false);
    await posting.query('COMMIT');
    expect(await marked()).toBe(true);
    // The member's next stream to close unmarks it.
    await watch(closing, 'next');
    await unwatch(closing, 'next');
    expect(await marked()).toBe(false);
  });
});
