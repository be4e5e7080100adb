import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Publication, PublicationStatus } from '@core/api/publishing.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { historyItems, publications } from '../../db/schema.js';
import { visibleTo, type HistoryViewer } from '../history/item-access.js';
import { keysetPage, type Keyset } from '../lists/keyset.js';
import { decodeCursor } from '../lists/cursor.js';
import { itemTitle } from '../reviews/item-title.js';
import { person, usernames } from '../reviews/people.js';
import type { PublicationRow } from './publish.js';

export interface PublicationFilter {
  from?: string;
  to?: string;
  status?: PublicationStatus;
  destinationId?: number;
  itemId?: number;
  cursor?: string;
  limit: number;
}

/** The item fields a publication is shown with. */
type ItemPart = Pick<typeof historyItems.$inferSelect, 'assistantType' | 'formData' | 'content'>;

/** Publications as they leave the server, with their item's title and their creator's name. */
async function presentPublications(
  db: Pick<Db, 'select'>,
  rows: { publication: PublicationRow; item: ItemPart }[],
): Promise<Publication[]> {
  const names = await usernames(
    db,
    rows.map((row) => row.publication.createdBy),
  );
  return rows.map(({ publication: p, item }) => ({
    id: p.id,
    itemId: p.historyId,
    assistantType: item.assistantType as AssistantId,
    title: itemTitle(item),
    version: p.version,
    destination: { id: p.destinationId, name: p.destinationName },
    status: p.status,
    publishAt: p.publishAt.toISOString(),
    attempts: p.attempts,
    lastError: p.lastError,
    url: p.url,
    externalId: p.externalId,
    createdBy: person(p.createdBy, names),
    createdAt: p.createdAt.toISOString(),
    publishedAt: p.publishedAt?.toISOString() ?? null,
  }));
}

/** One publication with its item, as it leaves the server. */
export async function presentPublication(db: Db, row: PublicationRow): Promise<Publication> {
  const [item] = await db
    .select({
      assistantType: historyItems.assistantType,
      formData: historyItems.formData,
      content: historyItems.content,
    })
    .from(historyItems)
    .where(eq(historyItems.id, row.historyId));
  const [presented] = await presentPublications(db, [{ publication: row, item }]);
  return presented;
}

/**
 * `GET /api/publications`: the publications of items the viewer may see (admins: every one of
 * the company), by time (`publishAt`, then id),
 * between `from` and `to`, a page at a time.
 */
export async function listPublications(db: Db, viewer: HistoryViewer, filter: PublicationFilter) {
  const after = filter.cursor
    ? (([value, id]) => ({ value, id }))(decodeCursor(filter.cursor, ['time', 'id']))
    : undefined;
  const keyset: Keyset = {
    column: { expr: col(publications.publishAt), kind: 'time' },
    id: col(publications.id),
    descending: false,
    limit: filter.limit,
    sort: undefined,
    after,
  };
  const conditions: (SQL | undefined)[] = [
    eq(publications.companyId, viewer.companyId),
    filter.from ? gte(publications.publishAt, new Date(filter.from)) : undefined,
    filter.to ? lt(publications.publishAt, new Date(filter.to)) : undefined,
    filter.status ? eq(publications.status, filter.status) : undefined,
    filter.destinationId ? eq(publications.destinationId, filter.destinationId) : undefined,
    filter.itemId ? eq(publications.historyId, filter.itemId) : undefined,
  ];
  const page = await keysetPage(keyset, ({ after: next, orderBy, sortValue, limit }) =>
    db
      .select({
        publication: publications,
        item: {
          assistantType: historyItems.assistantType,
          formData: historyItems.formData,
          content: historyItems.content,
        },
        id: publications.id,
        sortValue,
      })
      .from(publications)
      .innerJoin(historyItems, eq(historyItems.id, publications.historyId))
      .where(and(...conditions, viewer.isAdmin ? undefined : visibleTo(viewer), next))
      .orderBy(orderBy)
      .limit(limit),
  );
  return { items: await presentPublications(db, page.items), nextCursor: page.nextCursor };
}
