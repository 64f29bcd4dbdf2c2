import type { Db } from './client.ts';

/**
 * One drizzle prepared query per database handle, built on first use: a hot path then skips rebuilding its SQL on
 * every call (and on PostgreSQL the named statement is parsed once per connection).
 */
export function preparedFor<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
