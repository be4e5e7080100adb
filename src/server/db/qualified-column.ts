import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name. Drizzle leaves columns unqualified in the select list of a
 * single-table query, which would make a correlated subquery compare the inner table with itself;
 * a list's sort expressions use it too (`services/lists/keyset.ts`), so a sort reads the same
 * in the select list, the condition and the order.
 */
export function col(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
