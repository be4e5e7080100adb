import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AssistantId } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { historyItems } from '../../db/schema.js';
import { keysetPage, newestFirst, type Page } from '../lists/keyset.js';
import type { ReviewStatus } from '@core/api/reviews.js';
import { searchConfigFor } from '../knowledge/search-configs.js';
import { ownedBy, sharedWithTeam, type HistoryOwner, type HistoryRow } from './history-scope.js';

export interface ListHistoryOptions {
  owner: HistoryOwner;
  /** `team`: the company's items shared with the team (anyone's), instead of the owner's own. */
  scope?: 'mine' | 'team';
  status?: ReviewStatus;
  limit: number;
  cursor?: string;
  sessionId?: string;
  assistantType?: AssistantId;
  favoritesOnly?: boolean;
  /** Web-search syntax over the text and form inputs (the `search` column, drizzle/0023). */
  search?: string;
  /** The company's content language (a tag): its words match in their other forms too. */
  contentLanguage?: string;
}

/**
 * The generated search column (drizzle/0023_knowledge-library.sql; not in the Drizzle schema):
 * the words as written (`simple`), or their stems in the company's language where PostgreSQL
 * has a configuration for it ("Haus" finds "Häuser" in German).
 */
const matches = (search: string, config: string) => {
  const column = sql`${sql.identifier('history_items')}.${sql.identifier('search')}`;
  const written = sql`websearch_to_tsquery('simple', ${search})`;
  if (config === 'simple') return sql`${column} @@ ${written}`;
  // Stems only where the item has them: on an item searched as written, "-tomatoes" must not
  // match because its stem "tomato" is absent.
  const stems = sql`websearch_to_tsquery(${config}::regconfig, ${search})`;
  const stemmed = sql`${sql.identifier('history_items')}.${sql.identifier('search_config')} <> 'simple'::regconfig`;
  return sql`(${column} @@ ${written} or (${stemmed} and ${column} @@ ${stems}))`;
};

const columns = getTableColumns(historyItems);

/**
 * One page of the owner's history, or of the company's team items, newest first (creation time,
 * then id, both descending).
 */
export async function listHistory(db: Db, opts: ListHistoryOptions): Promise<Page<HistoryRow>> {
  const keyset = newestFirst(col(historyItems.createdAt), col(historyItems.id), opts);
  const config = opts.search ? await searchConfigFor(db, opts.contentLanguage) : 'simple';
  const page = await keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
    db
      .select({ ...columns, sortValue })
      .from(historyItems)
      .where(
        (opts.scope === 'team' ? sharedWithTeam : ownedBy)(
          opts.owner,
          opts.sessionId !== undefined ? eq(historyItems.sessionId, opts.sessionId) : undefined,
          opts.assistantType ? eq(historyItems.assistantType, opts.assistantType) : undefined,
          opts.favoritesOnly ? eq(historyItems.isFavorite, true) : undefined,
          opts.search ? matches(opts.search, config) : undefined,
          opts.status ? eq(historyItems.status, opts.status) : undefined,
          after,
        ),
      )
      .orderBy(orderBy)
      .limit(limit),
  );
  return { ...page, items: page.items.map(({ sortValue: _, ...row }) => row) };
}
