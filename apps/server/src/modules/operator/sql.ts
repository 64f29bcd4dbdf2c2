import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Row = Record<string, unknown>;

/** Runs one statement and returns its rows (the same shape on PGlite and node-postgres). */
export const q = async (db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Column readers: the drivers return timestamps and bigints in different types. */
export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const int = (v: unknown): number => Number(v ?? 0);
export const str = (v: unknown): string => String(v ?? '');
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const minor = (v: unknown): bigint => BigInt(String(v ?? '0'));
