import type { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Row = Record<string, unknown>;

/** Runs raw SQL (on the database or a transaction) and returns its rows. */
export const q = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
