import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '@core/api/page-data.js';
import { queryKeys } from './query-keys.js';

/**
 * The answers the server wrote into the page (decision 026), read once when the app starts (the
 * element is removed): null for a page without them, which fetches as before.
 */
export function readPageData(doc: Document = document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as PageData | null;
    return data && typeof data === 'object' && data.tenant ? data : null;
  } catch {
    return null;
  }
}

/**
 * The page's answers become the first answers of their queries: the company, who is signed in
 * (null: nobody, so a signed-out visitor's sign-in page makes no call that answers 401) and the
 * user's assistants. Later changes come from the calls themselves (the assistants are still asked
 * for again when the workspace shows, docs/product.md#client-calls).
 */
export function seedQueries(client: QueryClient, data: PageData | null) {
  if (!data) return;
  client.setQueryData(queryKeys.tenant, data.tenant);
  client.setQueryData(queryKeys.me, data.me ?? null);
  if (data.me && Array.isArray(data.enabledBots)) {
    client.setQueryData(queryKeys.enabledAssistants(data.tenant.companyId), {
      enabledBots: data.enabledBots,
    });
  }
}
