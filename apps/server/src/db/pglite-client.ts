import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The type parsers drizzle's PGlite driver sends with every query: dates, times and intervals come back as the text
 * PostgreSQL sent, and drizzle's column types convert them.
 */
const drizzleParsers: NonNullable<QueryOptions['parsers']> = {
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

type Queryable = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

/** Per-query options without the parsers: the client already holds the same ones. */
const withoutParsers = (options?: QueryOptions): QueryOptions | undefined =>
  options?.parsers ? { ...options, parsers: undefined } : options;

function queryOf<T extends Queryable>(target: T): T['query'] {
  return ((sql: string, params?: unknown[], options?: QueryOptions) =>
    target.query(sql, params, withoutParsers(options))) as T['query'];
}

/**
 * The client drizzle is given for the embedded database. PGlite merges per-query parsers into a copy of its whole
 * parser table (a few hundred entries) for every result, which costs more than a simple indexed read; so the client's
 * own table takes drizzle's parsers once, and the queries drizzle sends (inside transactions too) go without them.
 * Results are the same either way; only the copy is saved. PGlite fills its array parsers while it starts, so the
 * table is set after that.
 */
export async function drizzleClient(client: PGlite) {
  await client.waitReady;
  Object.assign(client.parsers, drizzleParsers);
  return {
    query: queryOf(client),
    exec: client.exec.bind(client),
    // Inside a transaction drizzle only sends queries (savepoints included).
    transaction: <T>(fn: (tx: Pick<Transaction, 'query'>) => Promise<T>) =>
      client.transaction((tx) => fn({ query: queryOf(tx) })),
  };
}
