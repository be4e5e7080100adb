import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { historyItems, reviewComments, reviewEvents } from '../../db/schema.js';
import type { HistoryRow } from '../history/history-scope.js';
import { movedAnchor } from './anchors.js';

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * The item's text changed (`before` → `after`, in the transaction that changed it): each open
 * comment's anchor moves to where its quote now is, or is marked outdated when the quote is
 * gone; an approved item goes back to draft when `newVersion` (the approval was for another
 * text), which its timeline notes.
 */
export async function afterTextChange(
  tx: Tx,
  before: HistoryRow,
  after: HistoryRow,
  { newVersion }: { newVersion: boolean },
): Promise<HistoryRow> {
  if (before.content !== after.content)
    await moveAnchors(tx, before.id, before.content, after.content);
  if (!newVersion || (before.status !== 'approved' && before.status !== 'published')) return after;
  const [row] = await tx
    .update(historyItems)
    .set({ status: 'draft', statusChangedAt: sql`now()` })
    .where(eq(historyItems.id, after.id))
    .returning();
  await tx.insert(reviewEvents).values({
    companyId: after.companyId,
    historyId: after.id,
    actorId: after.userId,
    kind: 'back_to_draft',
    details: { version: after.version },
  });
  return row;
}

async function moveAnchors(tx: Tx, historyId: number, before: string, after: string) {
  const open = await tx
    .select({
      id: reviewComments.id,
      start: reviewComments.anchorStart,
      end: reviewComments.anchorEnd,
      quote: reviewComments.anchorQuote,
    })
    .from(reviewComments)
    .where(
      and(
        eq(reviewComments.historyId, historyId),
        isNotNull(reviewComments.anchorQuote),
        eq(reviewComments.anchorOutdated, false),
      ),
    );
  for (const comment of open) {
    const moved = movedAnchor(before, after, {
      start: comment.start ?? 0,
      end: comment.end ?? 0,
      quote: comment.quote ?? '',
    });
    if (moved && moved.start === comment.start) continue;
    await tx
      .update(reviewComments)
      .set(moved ? { anchorStart: moved.start, anchorEnd: moved.end } : { anchorOutdated: true })
      .where(eq(reviewComments.id, comment.id));
  }
}
