import type { User } from './auth.js';
import type { TenantInfo } from './tenant.js';

/**
 * What the server writes into the first page (decision 026), the same answers the page would
 * otherwise fetch: GET /api/tenant/info, GET /api/auth/me (null: nobody is signed in) and, for a
 * signed-in user, GET /api/user-bot-access's `enabledBots`.
 */
export interface PageData {
  tenant: TenantInfo;
  me: User | null;
  enabledBots?: string[];
}

/** The id of the element that carries it. */
export const PAGE_DATA_ID = 'page-data';
