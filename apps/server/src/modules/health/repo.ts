import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Throws when the database does not answer. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
