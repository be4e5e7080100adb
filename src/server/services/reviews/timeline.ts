import { asc, eq, gt, and } from 'drizzle-orm';
import type { TimelineEntry } from '@core/api/reviews.js';
import type { Db } from '../../db/connection.js';
import { historyVersions, publications, reviewComments, reviewEvents } from '../../db/schema.js';
import { itemAccess, type HistoryViewer } from '../history/item-access.js';
import { person, usernames } from './people.js';

/**
 * `GET /api/history/{id}/timeline`: what happened to the item, oldest first: generated, each
 * new version (only its author changes the text), each review step, each comment, each
 * publication.
 */
export async function itemTimeline(
  db: Db,
  viewer: HistoryViewer,
  id: number,
): Promise<TimelineEntry[]> {
  const { item } = await itemAccess(db, viewer, id);
  const [versions, events, comments, published] = await Promise.all([
    db
      .select()
      .from(historyVersions)
      .where(and(eq(historyVersions.historyId, id), gt(historyVersions.version, 1)))
      .orderBy(asc(historyVersions.version)),
    db
      .select()
      .from(reviewEvents)
      .where(eq(reviewEvents.historyId, id))
      .orderBy(asc(reviewEvents.id)),
    db
      .select()
      .from(reviewComments)
      .where(eq(reviewComments.historyId, id))
      .orderBy(asc(reviewComments.id)),
    db
      .select()
      .from(publications)
      .where(and(eq(publications.historyId, id), eq(publications.status, 'published')))
      .orderBy(asc(publications.id)),
  ]);
  const reviewerIds = events.flatMap((event) =>
    Array.isArray(event.details.reviewerIds) ? (event.details.reviewerIds as number[]) : [],
  );
  const names = await usernames(db, [
    item.userId,
    ...events.map((event) => event.actorId),
    ...comments.map((comment) => comment.userId),
    ...reviewerIds,
  ]);
  const blank = { versionKind: null, version: null, reviewers: [], note: null, url: null };
  const entries: (TimelineEntry & { order: number })[] = [
    {
      ...blank,
      kind: 'generated',
      at: item.createdAt.toISOString(),
      by: person(item.userId, names),
      version: 1,
      order: 0,
    },
    ...versions.map((row) => ({
      ...blank,
      kind: 'version' as const,
      at: row.createdAt.toISOString(),
      by: person(item.userId, names),
      versionKind: row.kind,
      version: row.version,
      order: 1,
    })),
    ...events.map((event) => ({
      ...blank,
      kind: event.kind,
      at: event.createdAt.toISOString(),
      by: person(event.actorId, names),
      version: typeof event.details.version === 'number' ? event.details.version : null,
      reviewers: Array.isArray(event.details.reviewerIds)
        ? (event.details.reviewerIds as number[]).map((userId) => person(userId, names))
        : [],
      note: typeof event.details.note === 'string' ? event.details.note : null,
      order: 2,
    })),
    ...comments.map((comment) => ({
      ...blank,
      kind: 'comment' as const,
      at: comment.createdAt.toISOString(),
      by: person(comment.userId, names),
      note: comment.body,
      order: 3,
    })),
    ...published.map((row) => ({
      ...blank,
      kind: 'published' as const,
      at: (row.publishedAt ?? row.createdAt).toISOString(),
      by: null,
      version: row.version,
      note: `To ${row.destinationName}`,
      url: row.url,
      order: 4,
    })),
  ];
  entries.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return entries.map(({ order: _, ...entry }) => entry);
}
