import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';

/**
 * How far back each run looks past its cursor: a bet's transaction stamps settled_at before it commits, so a round
 * can become visible a moment after a later-stamped one. Rows read twice are skipped by their once-only rows.
 */
export const OVERLAP = sql`interval '60 seconds'`;

/**
 * Claims a reading job's cursor for this transaction, or null when another run (on any instance) holds it: the row
 * stays locked until the caller's transaction ends, and a second claimant skips instead of waiting.
 */
export async function claimCursor(tx: Db, name: string): Promise<Date | null> {
  await q(tx, sql`INSERT INTO job_cursors (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`);
  const [r] = await q(tx, sql`SELECT position FROM job_cursors WHERE name = ${name} FOR UPDATE SKIP LOCKED`);
  return r ? new Date(r.position as string | Date) : null;
}

/** Moves a cursor forward (never back), inside the transaction that claimed it. */
export async function advanceCursor(tx: Db, name: string, to: Date | string): Promise<void> {
  const at = typeof to === 'string' ? to : to.toISOString();
  await q(
    tx,
    sql`UPDATE job_cursors SET position = GREATEST(position, ${at}::timestamptz), updated_at = now() WHERE name = ${name}`,
  );
}
