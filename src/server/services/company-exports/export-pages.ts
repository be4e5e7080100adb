/**
 * Pages of `fetch` until one comes back short; `after` is the last row of the page before (a
 * keyset: each page starts after it, so rows added or removed meanwhile never shift a page).
 */
export async function* pages<Row>(size: number, fetch: (after: Row | undefined) => Promise<Row[]>) {
  let after: Row | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
