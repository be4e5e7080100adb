import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { historyReviewers, reviewComments, reviewEvents } from '../../db/schema.js';

/** What review holds of an item, as the company export writes it beside the item. */
export interface ItemReview {
  reviewers: {
    userId: number;
    current: boolean;
    decision: string | null;
    reviewedAt: Date | null;
  }[];
  comments: {
    id: number;
    parentId: number | null;
    userId: number | null;
    body: string;
    anchor: { start: number | null; end: number | null; quote: string; outdated: boolean } | null;
    resolvedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
  /** Submitted, changes requested, approved, back to draft: the item's review steps. */
  timeline: { kind: string; actorId: number | null; details: unknown; createdAt: Date }[];
}

const group = <T extends { historyId: number }>(rows: T[]) => {
  const byItem = new Map<number, Omit<T, 'historyId'>[]>();
  for (const { historyId, ...rest } of rows) {
    const list = byItem.get(historyId);
    if (list) list.push(rest);
    else byItem.set(historyId, [rest]);
  }
  return byItem;
};

/** The review data of a page of items (three queries), by item id. */
export async function reviewsOf(db: Db, itemIds: number[]): Promise<Map<number, ItemReview>> {
  const [reviewers, comments, events] = await Promise.all([
    db
      .select({
        historyId: historyReviewers.historyId,
        userId: historyReviewers.userId,
        current: historyReviewers.current,
        decision: historyReviewers.decision,
        reviewedAt: historyReviewers.reviewedAt,
      })
      .from(historyReviewers)
      .where(inArray(historyReviewers.historyId, itemIds)),
    db
      .select()
      .from(reviewComments)
      .where(inArray(reviewComments.historyId, itemIds))
      .orderBy(asc(reviewComments.id)),
    db
      .select({
        historyId: reviewEvents.historyId,
        kind: reviewEvents.kind,
        actorId: reviewEvents.actorId,
        details: reviewEvents.details,
        createdAt: reviewEvents.createdAt,
      })
      .from(reviewEvents)
      .where(inArray(reviewEvents.historyId, itemIds))
      .orderBy(asc(reviewEvents.id)),
  ]);
  const reviewersOf = group(reviewers);
  const commentsOf = group(
    comments.map((c) => ({
      historyId: c.historyId,
      id: c.id,
      parentId: c.parentId,
      userId: c.userId,
      body: c.body,
      anchor:
        c.anchorQuote === null
          ? null
          : {
              start: c.anchorStart,
              end: c.anchorEnd,
              quote: c.anchorQuote,
              outdated: c.anchorOutdated,
            },
      resolvedAt: c.resolvedAt,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    })),
  );
  const timelineOf = group(events);
  return new Map(
    itemIds.map((id) => [
      id,
      {
        reviewers: reviewersOf.get(id) ?? [],
        comments: commentsOf.get(id) ?? [],
        timeline: timelineOf.get(id) ?? [],
      },
    ]),
  );
}
