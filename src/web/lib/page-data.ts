import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '../../core/api/page-data.js';
import { queryKeys } from './query-keys.js';

/**
 * The answers the server wrote into the page (decision 026) become the first answers of their
 * queries: the company, who is signed in (null: nobody, so a signed-out visitor's sign-in page
 * makes no call that answers 401) and the user's assistants. Read once, when the app starts;
 * later changes come from the calls themselves (the assistants are still asked for again when
 * the workspace shows, spec workspace §7). A page without the data fetches as before.
 */
export function seedFromPage(client: QueryClient, doc: Document = document) {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  let data: PageData;
  try {
    data = JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return;
  }
  if (!data || typeof data !== 'object' || !data.tenant) return;
  client.setQueryData(queryKeys.tenant, data.tenant);
  client.setQueryData(queryKeys.me, data.me ?? null);
  if (data.me && Array.isArray(data.enabledBots)) {
    client.setQueryData(queryKeys.enabledAssistants(data.tenant.companyId), {
      enabledBots: data.enabledBots,
    });
  }
}
