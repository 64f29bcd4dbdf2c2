import { type QueryOptions, types } from '@electric-sql/pglite';

/**
 * The type parsers drizzle's PGlite driver sends with every query: dates, times and intervals come back as the text
 * PostgreSQL sent, and drizzle's column types convert them. The embedded database's thread sets them on its client
 * once (db/pglite-thread.ts): PGlite merges per-query parsers into a copy of its whole parser table for every result,
 * which costs more than a simple indexed read, so queries cross without them. Results are the same either way.
 */
export const drizzleParsers: NonNullable<QueryOptions['parsers']> = {
  [types.TIMESTAMP]: (value) => value,
  [types.TIMESTAMPTZ]: (value) => value,
  [types.INTERVAL]: (value) => value,
  [types.DATE]: (value) => value,
  1231: (value) => value, // numeric[]
  1115: (value) => value, // timestamp[]
  1185: (value) => value, // timestamptz[]
  1187: (value) => value, // interval[]
  1182: (value) => value, // date[]
};
