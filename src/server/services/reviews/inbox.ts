import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ReviewBox, ReviewInboxEntry, ReviewStatus } from '@core/api/reviews.js';
import { ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { historyItems, historyReviewers } from '../../db/schema.js';
import { forbidden } from '../domain-error.js';
import type { HistoryViewer } from '../history/item-access.js';
import { keysetPage, newestFirst } from '../lists/keyset.js';
import { itemTitle } from './item-title.js';
import { person, usernames } from './people.js';

const ADMINS_ONLY = 'Only admins can see every review of the company';

/** Waits for `userId`'s review: named in the latest round, not decided yet, still in review. */
const waitingFor = (userId: number) =>
  sql`exists (select 1 from ${historyReviewers} where ${historyReviewers.historyId} = ${historyItems.id}
    and ${historyReviewers.userId} = ${userId} and ${historyReviewers.current}
    and ${historyReviewers.decision} is null)`;

function boxFilter(viewer: HistoryViewer, box: ReviewBox): SQL {
  const known = inArray(historyItems.assistantType, [...ASSISTANT_IDS]);
  const company = eq(historyItems.companyId, viewer.companyId);
  if (box === 'to-review') {
    return and(company, known, eq(historyItems.status, 'in_review'), waitingFor(viewer.userId))!;
  }
  if (box === 'submitted') {
    return and(
      eq(historyItems.userId, viewer.userId),
      company,
      known,
      ne(historyItems.status, 'draft'),
    )!;
  }
  return and(company, known, ne(historyItems.status, 'draft'))!;
}

/** How many items wait for the viewer's review (the sidebar's number). */
async function waitingCount(db: Db, viewer: HistoryViewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(historyReviewers)
    .innerJoin(historyItems, eq(historyItems.id, historyReviewers.historyId))
    .where(
      and(
        eq(historyReviewers.userId, viewer.userId),
        eq(historyReviewers.current, true),
        sql`${historyReviewers.decision} is null`,
        eq(historyItems.companyId, viewer.companyId),
        eq(historyItems.status, 'in_review'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * `GET /api/reviews`: a page of one box, newest change first. `to-review`: what waits for the
 * viewer; `submitted`: the viewer's own items that are not drafts; `all`: every item of the
 * company that is not a draft (admins only).
 */
export async function reviewInbox(
  db: Db,
  viewer: HistoryViewer,
  query: { box: ReviewBox; status?: ReviewStatus; cursor?: string; limit: number },
) {
  if (query.box === 'all' && !viewer.isAdmin) throw forbidden(ADMINS_ONLY);
  const keyset = newestFirst(col(historyItems.statusChangedAt), col(historyItems.id), query);
  const page = await keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
    db
      .select({
        id: historyItems.id,
        assistantType: historyItems.assistantType,
        formData: historyItems.formData,
        // The title needs the text's start only.
        content: sql<string>`left(${historyItems.content}, 2000)`,
        userId: historyItems.userId,
        status: historyItems.status,
        version: historyItems.version,
        statusChangedAt: historyItems.statusChangedAt,
        sortValue,
      })
      .from(historyItems)
      .where(
        and(
          boxFilter(viewer, query.box),
          query.status ? eq(historyItems.status, query.status) : undefined,
          after,
        ),
      )
      .orderBy(orderBy)
      .limit(limit),
  );
  const names = await usernames(
    db,
    page.items.map((row) => row.userId),
  );
  const items: ReviewInboxEntry[] = page.items.map((row) => ({
    id: row.id,
    assistantType: row.assistantType as AssistantId,
    title: itemTitle(row),
    author: person(row.userId, names),
    status: row.status,
    version: row.version,
    changedAt: row.statusChangedAt.toISOString(),
  }));
  return { items, nextCursor: page.nextCursor, waiting: await waitingCount(db, viewer) };
}
