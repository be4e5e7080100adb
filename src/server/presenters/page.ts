import type { Page } from '../services/lists/keyset.js';

/**
 * A page of a list as it leaves the server: each item presented, `nextCursor` and whatever else
 * the page carries (`total`, `newThisWeek`) as they are.
 */
export function presentPage<P extends Page<unknown>, T>(
  page: P,
  present: (item: P['items'][number]) => T,
): Omit<P, 'items'> & { items: T[] } {
  return { ...page, items: page.items.map((item) => present(item)) };
}
