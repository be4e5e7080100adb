import { sql } from 'drizzle-orm';
import { contentLanguage } from '@core/api/languages.js';
import type { Db } from '../../db/connection.js';
import { rowsOf } from '../../db/rows.js';

const known = new WeakMap<object, Promise<Set<string>>>();

/** The text search configurations this database has (read once per database). */
function configsOf(db: Db): Promise<Set<string>> {
  let configs = known.get(db);
  if (!configs) {
    configs = db
      .execute(sql`select cfgname::text as name from pg_ts_config`)
      .then((r) => new Set(rowsOf<{ name: string }>(r).map((x) => x.name)))
      .catch((err: unknown) => {
        known.delete(db);
        throw err;
      });
    known.set(db, configs);
  }
  return configs;
}

/**
 * The search configuration for texts in a language: its own where this PostgreSQL has one
 * (PostgreSQL 15 has no Estonian, for one), else `simple`.
 */
export async function searchConfigFor(db: Db, languageTag: string | null | undefined) {
  const wanted = contentLanguage(languageTag).searchConfig;
  if (!wanted) return 'simple';
  return (await configsOf(db)).has(wanted) ? wanted : 'simple';
}
