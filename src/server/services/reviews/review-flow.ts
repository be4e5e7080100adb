import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { recordEvent } from '../events/record-event.js';
import {
  CHOOSE_REVIEWERS,
  OWN_TEXT,
  SAY_WHAT_SHOULD_CHANGE,
  type ReviewDecision,
  type SubmitReview,
  type Visibility,
} from '@core/api/reviews.js';
import type { Db } from '../../db/connection.js';
import { historyItems, historyReviewers, reviewEvents, users } from '../../db/schema.js';
import { conflict, forbidden, invalid, notFound } from '../domain-error.js';
import { HISTORY_ITEM_NOT_FOUND, type HistoryRow } from '../history/history-scope.js';
import { itemAccess, type HistoryViewer } from '../history/item-access.js';
import { STALE_VERSION } from '../history/versions.js';
import type { NewNotification } from '../notifications/notifier.js';

/** What a review step changed, and whom to tell once it is committed. */
export interface ReviewStep {
  item: HistoryRow;
  notify: NewNotification[];
}

const ONLY_AUTHOR_SUBMITS = 'Only the author can submit this text for review';
const ONLY_AUTHOR_SHARES = 'Only the author can share this text';
const NOT_A_REVIEWER = 'Only its reviewers and admins can review this text';

/** The item, locked for the step (404 when the viewer may not see it). */
async function lockedVisible(tx: Db, viewer: HistoryViewer, id: number) {
  const access = await itemAccess(tx, viewer, id);
  const [item] = await tx.select().from(historyItems).where(eq(historyItems.id, id)).for('update');
  if (!item) throw notFound(HISTORY_ITEM_NOT_FOUND);
  return { ...access, item };
}

/**
 * `POST /api/history/{id}/review`: the author asks 1 to 5 colleagues to review the current
 * version. Any reviewer who is not an active user of the company other than the author answers
 * the one message, whatever the reason, so the answer tells nothing about other companies.
 */
export async function submitForReview(
  db: Db,
  viewer: HistoryViewer,
  id: number,
  input: SubmitReview,
): Promise<ReviewStep> {
  return db.transaction(async (tx) => {
    const { item, isAuthor } = await lockedVisible(tx as unknown as Db, viewer, id);
    if (!isAuthor) throw forbidden(ONLY_AUTHOR_SUBMITS);
    const reviewerIds = [...new Set(input.reviewerIds)];
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, reviewerIds),
          eq(users.companyId, viewer.companyId),
          ne(users.id, item.userId),
        ),
      );
    if (found.length !== reviewerIds.length) {
      throw invalid(CHOOSE_REVIEWERS, 'reviewerIds');
    }
    if (item.version !== input.baseVersion) throw conflict(STALE_VERSION, { item });
    const now = new Date();
    // Everyone named before steps out of the round; those named now start a fresh one.
    await tx
      .update(historyReviewers)
      .set({ current: false })
      .where(
        and(
          eq(historyReviewers.historyId, item.id),
          notInArray(historyReviewers.userId, reviewerIds),
        ),
      );
    await tx
      .insert(historyReviewers)
      .values(
        reviewerIds.map((userId) => ({
          historyId: item.id,
          userId,
          companyId: item.companyId,
          requestedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [historyReviewers.historyId, historyReviewers.userId],
        set: { current: true, decision: null, requestedAt: now },
      });
    const [row] = await tx
      .update(historyItems)
      .set({ status: 'in_review', statusChangedAt: now })
      .where(eq(historyItems.id, item.id))
      .returning();
    await tx.insert(reviewEvents).values({
      companyId: item.companyId,
      historyId: item.id,
      actorId: viewer.userId,
      kind: 'submitted',
      details: { reviewerIds, note: input.note || null, version: item.version },
    });
    await recordEvent(tx, {
      companyId: item.companyId,
      type: 'review.requested',
      data: {
        item: { id: item.id, version: item.version },
        actor: { id: viewer.userId },
        reviewerIds,
      },
    });
    return {
      item: row,
      notify: reviewerIds.map((userId) => ({
        companyId: item.companyId,
        userId,
        kind: 'review_requested' as const,
        historyId: item.id,
        actorId: viewer.userId,
        excerpt: input.note ?? '',
      })),
    };
  });
}

/**
 * `POST /api/history/{id}/decision`: a named reviewer or a company admin approves exactly the
 * version they read, or asks for changes with a note. Never the author.
 */
export async function decideReview(
  db: Db,
  viewer: HistoryViewer,
  id: number,
  input: ReviewDecision,
): Promise<ReviewStep> {
  return db.transaction(async (tx) => {
    const access = await lockedVisible(tx as unknown as Db, viewer, id);
    const { item } = access;
    if (access.isAuthor) throw forbidden(OWN_TEXT);
    if (!access.isCurrentReviewer && !access.isAdmin) throw forbidden(NOT_A_REVIEWER);
    const note = input.note?.trim() || null;
    if (input.decision === 'request_changes' && !note) {
      throw invalid(SAY_WHAT_SHOULD_CHANGE, 'note');
    }
    if (item.version !== input.version) throw conflict(STALE_VERSION, { item });
    const now = new Date();
    const approve = input.decision === 'approve';
    const [row] = await tx
      .update(historyItems)
      .set(
        approve
          ? {
              status: 'approved',
              statusChangedAt: now,
              approvedVersion: item.version,
              approvedBy: viewer.userId,
              approvedAt: now,
            }
          : { status: 'changes_requested', statusChangedAt: now },
      )
      .where(eq(historyItems.id, item.id))
      .returning();
    await tx
      .insert(historyReviewers)
      .values({
        historyId: item.id,
        userId: viewer.userId,
        companyId: item.companyId,
        // An admin who was not asked decides without joining the round.
        current: access.isCurrentReviewer,
        decision: input.decision,
        reviewedAt: now,
      })
      .onConflictDoUpdate({
        target: [historyReviewers.historyId, historyReviewers.userId],
        set: { decision: input.decision, reviewedAt: now },
      });
    await tx.insert(reviewEvents).values({
      companyId: item.companyId,
      historyId: item.id,
      actorId: viewer.userId,
      kind: approve ? 'approved' : 'changes_requested',
      details: { note, version: item.version },
    });
    await recordEvent(tx, {
      companyId: item.companyId,
      type: approve ? 'review.approved' : 'review.changes_requested',
      data: { item: { id: item.id, version: item.version }, actor: { id: viewer.userId } },
    });
    return {
      item: row,
      notify: [
        {
          companyId: item.companyId,
          userId: item.userId,
          kind: approve ? ('approved' as const) : ('changes_requested' as const),
          historyId: item.id,
          actorId: viewer.userId,
          excerpt: note ?? '',
        },
      ],
    };
  });
}

/** `PUT /api/history/{id}/visibility`: the author shares the item with the team, or not. */
export async function setVisibility(
  db: Db,
  viewer: HistoryViewer,
  id: number,
  visibility: Visibility,
): Promise<HistoryRow> {
  const { isAuthor } = await itemAccess(db, viewer, id);
  if (!isAuthor) throw forbidden(ONLY_AUTHOR_SHARES);
  const [row] = await db
    .update(historyItems)
    .set({ visibility })
    .where(and(eq(historyItems.id, id), eq(historyItems.userId, viewer.userId)))
    .returning();
  if (!row) throw notFound(HISTORY_ITEM_NOT_FOUND);
  return row;
}
