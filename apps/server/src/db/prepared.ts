import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Handles whose pool goes through a transaction pooler (PgBouncer `pool_mode=transaction`): a named statement
 * prepared on one server connection is unknown to the next, so theirs go unnamed (parsed on every call).
 */
const unnamed = new WeakSet<Db>();
export const useUnnamedStatements = (db: Db) => void unnamed.add(db);

/** Handles of a database of one connection (the embedded one), where calls that allow it are sent in groups. */
const oneConnection = new WeakSet<Db>();
export const markOneConnection = (db: Db) => void oneConnection.add(db);
export const hasOneConnection = (db: Db) => oneConnection.has(db);

/**
 * One drizzle prepared query per database handle, built on first use: a hot path then skips rebuilding its SQL on
 * every call (and on PostgreSQL the named statement is parsed once per connection).
 */
export function preparedFor<Q>(name: string, build: (db: Db) => { prepare(name: string): Q }): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      // node-postgres sends an empty name as the unnamed statement.
      query = build(db).prepare(unnamed.has(db) ? '' : name);
      byDb.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A prepared statement of plain SQL, for what a select builder cannot say (a function called in the select list): one
 * per database handle as above, its values named by `sql.placeholder`, its rows as the driver returns them.
 */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const statement = preparedFor(name, (db) => ({
    prepare: (given: string) => db._.session.prepareQuery(compiled, undefined, given, false),
  }));
  return async (db, values) => ((await statement(db).execute(values)) as { rows: Row[] }).rows;
}
