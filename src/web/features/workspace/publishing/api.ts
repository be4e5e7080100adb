import type { HistoryItem } from '@core/api/history.js';
import type { Publication, PublishInput } from '@core/api/publishing.js';
import { withCompany } from '../../../lib/api.js';

/** Publishing an item from the results panel (docs/product.md#publishing). */

export type PublishOutcome =
  { publication: Publication } | { conflict: { message: string; item: HistoryItem } };

/** POST /api/history/{id}/publications: 409 with the item when the text moved on. */
export async function publishItem(itemId: number, body: PublishInput): Promise<PublishOutcome> {
  const res = await fetch(withCompany(`/api/history/${itemId}/publications`), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as {
    item?: HistoryItem;
    message?: string;
  };
  if (res.status === 409 && data.item) {
    return { conflict: { message: data.message ?? 'The text changed.', item: data.item } };
  }
  if (!res.ok) throw new Error(data.message || `${res.status}: ${res.statusText}`);
  return { publication: data as Publication };
}
