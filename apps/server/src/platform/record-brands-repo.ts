import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { q } from '../db/rows.ts';

/** The records a console call may name by id, each with the query of its brand's code. */
const OWNER = {
  member: (id: string) =>
    sql`SELECT c.code FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = ${Number(id)}`,
  deposit: (ref: string) =>
    sql`SELECT c.code FROM deposits d JOIN members m ON m.id = d.member_id JOIN merchants c ON c.id = m.merchant_id
        WHERE d.gateway_ref = ${ref}`,
  withdrawal: (id: string) =>
    sql`SELECT c.code FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN merchants c ON c.id = m.merchant_id
        WHERE w.id = ${Number(id)}`,
  approval: (id: string) =>
    sql`SELECT c.code FROM operator_approvals a JOIN merchants c ON c.id = a.merchant_id WHERE a.id = ${Number(id)}`,
} as const;
export type RecordKind = keyof typeof OWNER;

/** The code of the brand a record belongs to; null when there is no such record. */
export async function recordBrand(db: Db, kind: RecordKind, id: string): Promise<string | null> {
  if ((kind === 'deposit' ? id.length === 0 : !/^\d{1,10}$/.test(id)) || id.length > 64) return null;
  const [row] = await q(db, OWNER[kind](id));
  return row ? String(row.code) : null;
}
