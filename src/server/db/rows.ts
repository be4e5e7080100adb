/** The rows of `db.execute`, whichever driver answered (node-postgres and PGlite differ). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
