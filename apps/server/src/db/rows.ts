import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A raw row, as both drivers return it (PGlite and node-postgres). */
export type Row = Record<string, unknown>;

/** Runs one raw statement (on the database or a transaction) and returns its rows. */
export const q = async (db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Column readers: the drivers return timestamps and bigints in different types. */
export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const int = (v: unknown): number => Number(v ?? 0);
export const str = (v: unknown): string => String(v ?? '');
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const minor = (v: unknown): bigint => BigInt(String(v ?? '0'));

/** A LIKE pattern for "starts with" a typed text, lower-cased, its own % and _ taken literally; null for no text. */
export const likePrefix = (text: string | undefined): string | null =>
  text ? `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
