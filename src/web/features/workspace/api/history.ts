import type { QueryClient } from '@tanstack/react-query';
import { invalidateActivityFigures, queryKeys } from '../../../lib/query-keys.js';

/**
 * The history changed (an item added, revised, starred or deleted): every history list is
 * refetched. A new item also moves the usage figures that count generations. All the workspace
 * itself asks of the history; the lists, the star and the delete are in `history-list.ts`,
 * loaded with the history panel (decision 054).
 */
export function invalidateHistory(client: QueryClient, opts: { newItem?: boolean } = {}) {
  if (opts.newItem) invalidateActivityFigures(client);
  return client.invalidateQueries({ queryKey: queryKeys.history });
}
