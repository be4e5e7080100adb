import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { historyItems } from '../../db/schema.js';

/** A history item as stored (a presenter chooses what of it leaves the server). */
export type HistoryRow = typeof historyItems.$inferSelect;

/** Whose history a request may see: the signed-in user's own items in the request's company. */
export interface HistoryOwner {
  /** Internal id of the request's company (the tenant), never one taken from the client. */
  companyId: number;
  userId: number;
}

export const HISTORY_ITEM_NOT_FOUND = 'History item not found';

/**
 * The WHERE clause every history query starts from: company AND user, always together, so
 * another user's or another company's item matches no row. Rows of an assistant type this
 * version does not know are left out as if absent.
 */
export function ownedBy(owner: HistoryOwner, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(historyItems.companyId, owner.companyId),
    eq(historyItems.userId, owner.userId),
    inArray(historyItems.assistantType, [...ASSISTANT_IDS]),
    ...more,
  )!;
}

/** The items of the owner's company that their authors shared with the team (anyone's). */
export function sharedWithTeam(owner: HistoryOwner, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(historyItems.companyId, owner.companyId),
    eq(historyItems.visibility, 'team'),
    inArray(historyItems.assistantType, [...ASSISTANT_IDS]),
    ...more,
  )!;
}
