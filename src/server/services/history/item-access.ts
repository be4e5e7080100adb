import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { historyItems, historyReviewers } from '../../db/schema.js';
import { notFound } from '../domain-error.js';
import { HISTORY_ITEM_NOT_FOUND, type HistoryOwner, type HistoryRow } from './history-scope.js';

/**
 * Who reads an item (docs/product.md#review): a signed-in user in the request's company, and
 * whether they are one of its admins there (operator staff working in another company are not).
 */
export interface HistoryViewer extends HistoryOwner {
  isAdmin: boolean;
}

/** How a viewer stands to an item they may see. */
export interface ItemAccess {
  item: HistoryRow;
  isAuthor: boolean;
  /** Named in the latest submission. */
  isCurrentReviewer: boolean;
  /** Decided on it at least once. */
  hasReviewed: boolean;
  isAdmin: boolean;
}

/** A row of history_reviewers for this viewer that lets them read the item. */
const reviewerOf = (viewer: HistoryViewer) =>
  sql`exists (select 1 from ${historyReviewers} where ${historyReviewers.historyId} = ${historyItems.id}
    and ${historyReviewers.userId} = ${viewer.userId}
    and ((${historyReviewers.current} and ${historyItems.status} <> 'draft')
      or ${historyReviewers.reviewedAt} is not null))`;

/**
 * The WHERE clause of everything a viewer may read: in their company, and their own, shared
 * with the team, theirs to review (while in review, or after they reviewed it), or not a draft
 * for the company's admins. Anything else matches no row, so it answers 404 as an unknown id.
 */
export function visibleTo(viewer: HistoryViewer, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(historyItems.companyId, viewer.companyId),
    inArray(historyItems.assistantType, [...ASSISTANT_IDS]),
    or(
      eq(historyItems.userId, viewer.userId),
      eq(historyItems.visibility, 'team'),
      viewer.isAdmin ? ne(historyItems.status, 'draft') : undefined,
      reviewerOf(viewer),
    ),
    ...more,
  )!;
}

/** The item as `viewer` may read it, with how they stand to it; 404 when they may not. */
export async function itemAccess(
  db: Pick<Db, 'select'>,
  viewer: HistoryViewer,
  id: number,
): Promise<ItemAccess> {
  const [row] = await db
    .select({
      item: historyItems,
      current: historyReviewers.current,
      reviewedAt: historyReviewers.reviewedAt,
    })
    .from(historyItems)
    .leftJoin(
      historyReviewers,
      and(
        eq(historyReviewers.historyId, historyItems.id),
        eq(historyReviewers.userId, viewer.userId),
      ),
    )
    .where(visibleTo(viewer, eq(historyItems.id, id)));
  if (!row) throw notFound(HISTORY_ITEM_NOT_FOUND);
  return {
    item: row.item,
    isAuthor: row.item.userId === viewer.userId,
    isCurrentReviewer: row.current === true,
    hasReviewed: row.reviewedAt !== null && row.reviewedAt !== undefined,
    isAdmin: viewer.isAdmin,
  };
}
