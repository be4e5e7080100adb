import type { Db } from './connection.js';

/**
 * A statement built once per database and run with placeholders (decision 024). Drizzle builds
 * the SQL text when `build` runs, not on each call; on PostgreSQL the statement is named, so
 * each pooled connection parses and plans it once and later calls only bind and execute. Kept
 * per database object (tests open many), never across them.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
