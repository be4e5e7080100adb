import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema.js';
import type { TestApp } from './test-app.js';

/**
 * Which rows of every table belong to a company, derived from the schema (the erasure
 * check): a table added later is covered without touching the tests. A row belongs to the
 * company when a column named `company_id` or `actor_company_id` holds its internal id, or when
 * a foreign key points at a row that belongs to it (users, history items, exports...), followed
 * as far as the keys go. Tables with no such link must be named in `UNLINKED` with a reason.
 */

/** Tables that hold no company column and no foreign key to one: why, and how erasure treats them. */
export const UNLINKED: Record<string, string> = {
  assistant_daily:
    "platform-wide generations per day and assistant, no company's data; erasing its events takes its counts off",
  login_failures: 'failed sign-ins by the name typed; erasure deletes those naming its users',
  rate_limit_counters: 'limits keyed by text; erasure deletes its forgot-password keys',
};

const COMPANY_COLUMNS = new Set(['company_id', 'actor_company_id']);

interface Link {
  column: string;
  /** The table and column the foreign key points at (none: a company column by its name). */
  references?: { table: string; column: string };
}

export interface SchemaTable {
  name: string;
  links: Link[];
}

/** Every table of src/server/db/schema.ts with the columns that can tie a row to a company. */
export function schemaTables(): SchemaTable[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable));
  return tables.map((table) => {
    const config = getTableConfig(table);
    const links: Link[] = [];
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      ref.columns.forEach((column, i) => {
        links.push({
          column: column.name,
          references: {
            table: getTableConfig(ref.foreignTable).name,
            column: ref.foreignColumns[i].name,
          },
        });
      });
    }
    for (const column of config.columns) {
      if (COMPANY_COLUMNS.has(column.name) && !links.some((l) => l.column === column.name)) {
        links.push({ column: column.name });
      }
    }
    return { name: config.name, links };
  });
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];

/** The keys (as text) of a company's rows that other rows point at, by `table.column`. */
type Keys = Map<string, string[]>;

/** The condition selecting a company's rows of `table` (`false` when nothing ties them). */
function ownedBy(table: SchemaTable, companyId: number, keys: Keys): SQL {
  const col = (name: string) => sql`${sql.identifier(table.name)}.${sql.identifier(name)}`;
  if (table.name === 'companies') return sql`${col('id')} = ${companyId}`;
  const parts: SQL[] = [];
  for (const link of table.links) {
    if (link.references?.table === 'companies' || !link.references) {
      parts.push(sql`${col(link.column)} = ${companyId}`);
      continue;
    }
    const values = keys.get(`${link.references.table}.${link.references.column}`) ?? [];
    if (values.length > 0) {
      const list = sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );
      parts.push(sql`${col(link.column)}::text in (${list})`);
    }
  }
  return parts.length > 0 ? sql.join(parts, sql` or `) : sql`false`;
}

export interface CompanyRows {
  /** Keys taken before an erasure, so rows pointing at erased rows are still found after it. */
  keys: Keys;
  /** How many rows of each linked table the company has. */
  counts(): Promise<Record<string, number>>;
  /** Every row of every linked table of the company, as JSON text, sorted. */
  rows(): Promise<Record<string, string[]>>;
}

/**
 * A company's rows in every table. The keys other rows point at are read now (repeated until
 * no more appear, so chains of any length are followed) and kept: read again after the company
 * is erased, the same conditions still find anything left pointing at what was erased.
 */
export async function companyRows(t: TestApp, companyId: number): Promise<CompanyRows> {
  const tables = schemaTables();
  const db = t.database.db;
  const referenced = new Set(
    tables.flatMap((table) =>
      table.links.flatMap((l) =>
        l.references ? [`${l.references.table}.${l.references.column}`] : [],
      ),
    ),
  );
  const keys: Keys = new Map();
  for (let round = 0; round < tables.length; round++) {
    let grew = false;
    for (const key of referenced) {
      const [name, column] = key.split('.');
      const table = tables.find((tb) => tb.name === name)!;
      const found = rowsOf(
        await db.execute(
          sql`select distinct ${sql.identifier(column)}::text as v from ${sql.identifier(name)}
            where ${ownedBy(table, companyId, keys)}`,
        ),
      ).map((r) => String(r.v));
      if (found.length !== (keys.get(key)?.length ?? 0)) grew = true;
      keys.set(key, found.sort());
    }
    if (!grew) break;
  }
  const linked = tables.filter((table) => table.name === 'companies' || table.links.length > 0);
  return {
    keys,
    async counts() {
      const counts: Record<string, number> = {};
      for (const table of linked) {
        const [row] = rowsOf(
          await db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table.name)}
              where ${ownedBy(table, companyId, keys)}`,
          ),
        );
        counts[table.name] = Number(row.n);
      }
      return counts;
    },
    async rows() {
      const all: Record<string, string[]> = {};
      for (const table of linked) {
        const found = rowsOf(
          await db.execute(
            sql`select to_jsonb(${sql.identifier(table.name)})::text as r
              from ${sql.identifier(table.name)} where ${ownedBy(table, companyId, keys)}`,
          ),
        );
        all[table.name] = found.map((r) => String(r.r)).sort();
      }
      return all;
    },
  };
}
