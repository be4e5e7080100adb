import type { KnowledgeSource } from '@core/api/knowledge.js';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { NOTHING_TO_UNDO, type HistoryVersion, type VersionKind } from '@core/api/history.js';
import { producesLeads } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { historyItems, historyVersions } from '../../db/schema.js';
import { conflict, DomainError, invalid, notFound } from '../domain-error.js';
import {
  HISTORY_ITEM_NOT_FOUND,
  ownedBy,
  type HistoryOwner,
  type HistoryRow,
} from './history-scope.js';
import { itemAccess, type HistoryViewer } from './item-access.js';
import { afterTextChange } from '../reviews/new-version.js';

/** Versions of an item kept at least (older ones are removed as new ones come). */
const KEPT_VERSIONS = 50;
const VERSION_NOT_FOUND = 'Version not found';
export const LEADS_NOT_EDITABLE =
  'Lead Generator results cannot be edited as text. Generate new leads instead.';
export const STALE_VERSION =
  'This item was changed in another tab or by someone else. It is shown as it is now.';

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A refusal (409) that carries the item as it is now: the route presents it with the message. */
const itemConflict = (message: string, item: HistoryRow) => conflict(message, { item });

/** The message and the item of a refusal made by `itemConflict`; undefined for any other. */
export function conflictWithItem(err: unknown): { message: string; item: HistoryRow } | undefined {
  if (!(err instanceof DomainError) || err.kind !== 'conflict' || !err.extra.item) return undefined;
  return { message: err.message, item: err.extra.item as HistoryRow };
}

/** An item's sources with a rewrite's added (each passage once). */
function withSources(kept: KnowledgeSource[] | null, added: KnowledgeSource[]) {
  const all = [...(kept ?? [])];
  for (const source of added) {
    if (!all.some((s) => s.documentId === source.documentId && s.text === source.text)) {
      all.push(source);
    }
  }
  return all;
}

/** The kind of an item's first version: what made the item. */
const firstKind = (item: HistoryRow): VersionKind => (item.stopped ? 'stopped' : 'generated');

/**
 * The owner's item, locked until the transaction ends (so two edits of one item follow each
 * other), and still at `baseVersion`: 404 for anybody else's item, 409 with the item as it is
 * when it moved on.
 */
export async function lockedItem(
  tx: Tx,
  owner: HistoryOwner,
  id: number,
  /** The version the change was made on; undefined: any (a rewrite checks its passage). */
  baseVersion: number | undefined,
): Promise<HistoryRow> {
  const [item] = await tx
    .select()
    .from(historyItems)
    .where(ownedBy(owner, eq(historyItems.id, id)))
    .for('update');
  if (!item) throw notFound(HISTORY_ITEM_NOT_FOUND);
  if (producesLeads(item.assistantType)) throw invalid(LEADS_NOT_EDITABLE);
  if (baseVersion !== undefined && item.version !== baseVersion) {
    throw itemConflict(STALE_VERSION, item);
  }
  return item;
}

/**
 * Makes `content` the item's text as its next version of `kind`, keeping the text it had (an
 * item's first version is written when it first changes). Versions beyond the newest
 * KEPT_VERSIONS are removed.
 */
export async function saveVersion(
  tx: Tx,
  item: HistoryRow,
  kind: VersionKind,
  content: string,
  /** The knowledge a rewrite was sent: kept with the version, and added to the item's. */
  sources: KnowledgeSource[] | null = null,
): Promise<HistoryRow> {
  await tx
    .insert(historyVersions)
    .values({
      historyId: item.id,
      version: item.version,
      kind: firstKind(item),
      content: item.content,
      createdAt: item.updatedAt,
      sources: item.version === 1 ? item.sources : null,
    })
    .onConflictDoNothing();
  const next = item.version + 1;
  const [row] = await tx
    .update(historyItems)
    .set({
      content,
      version: next,
      updatedAt: new Date(),
      ...(sources?.length ? { sources: withSources(item.sources, sources) } : {}),
    })
    .where(and(eq(historyItems.id, item.id), eq(historyItems.version, item.version)))
    .returning();
  await tx
    .insert(historyVersions)
    .values({ historyId: item.id, version: next, kind, content, sources });
  const current = await afterTextChange(tx, item, row, { newVersion: true });
  await tx
    .delete(historyVersions)
    .where(
      and(
        eq(historyVersions.historyId, item.id),
        lte(historyVersions.version, next - KEPT_VERSIONS),
      ),
    );
  return current;
}

/** `PATCH /api/history/{id}`: an edit of the text, from the version it was made on. */
export function editHistoryItem(
  db: Db,
  opts: { owner: HistoryOwner; id: number; content: string; baseVersion: number },
): Promise<HistoryRow> {
  return db.transaction(async (tx) => {
    const item = await lockedItem(tx, opts.owner, opts.id, opts.baseVersion);
    return saveVersion(tx, item, 'edited', opts.content);
  });
}

/** `POST /api/history/{id}/restore`: version `version`'s text becomes current again. */
export function restoreVersion(
  db: Db,
  opts: { owner: HistoryOwner; id: number; version: number; baseVersion: number },
): Promise<HistoryRow> {
  return db.transaction(async (tx) => {
    const item = await lockedItem(tx, opts.owner, opts.id, opts.baseVersion);
    const [kept] = await tx
      .select({ content: historyVersions.content })
      .from(historyVersions)
      .where(
        and(eq(historyVersions.historyId, item.id), eq(historyVersions.version, opts.version)),
      );
    // An item never changed has no rows yet: its first version is its text.
    const content = kept?.content ?? (opts.version === item.version ? item.content : undefined);
    if (content === undefined) throw notFound(VERSION_NOT_FOUND);
    return saveVersion(tx, item, 'restored', content);
  });
}

/**
 * `POST /api/history/{id}/undo`: takes back the item's last step when it is a rewrite and still
 * the current version: the version is removed and the one before it is current again, so the
 * list of versions reads as if the rewrite had not been kept. Anything else: 409 with the item.
 */
export function undoRewrite(
  db: Db,
  opts: { owner: HistoryOwner; id: number; version: number },
): Promise<HistoryRow> {
  return db.transaction(async (tx) => {
    const item = await lockedItem(tx, opts.owner, opts.id, opts.version);
    const rows = await tx
      .select()
      .from(historyVersions)
      .where(
        and(
          eq(historyVersions.historyId, item.id),
          gte(historyVersions.version, opts.version - 1),
          lte(historyVersions.version, opts.version),
        ),
      );
    const last = rows.find((row) => row.version === opts.version);
    const before = rows.find((row) => row.version === opts.version - 1);
    if (last?.kind !== 'rewritten' || !before) {
      throw itemConflict(NOTHING_TO_UNDO, item);
    }
    await tx.delete(historyVersions).where(eq(historyVersions.id, last.id));
    const [row] = await tx
      .update(historyItems)
      .set({ content: before.content, version: before.version, updatedAt: new Date() })
      .where(eq(historyItems.id, item.id))
      .returning();
    return afterTextChange(tx, item, row, { newVersion: false });
  });
}

/** `GET /api/history/{id}/versions`: the item's versions, newest first. */
export async function listVersions(
  db: Db,
  opts: { viewer: HistoryViewer; id: number },
): Promise<HistoryVersion[]> {
  const { item } = await itemAccess(db, opts.viewer, opts.id);
  const rows = await db
    .select()
    .from(historyVersions)
    .where(eq(historyVersions.historyId, item.id))
    .orderBy(desc(historyVersions.version));
  const versions = rows.map((row) => ({
    version: row.version,
    kind: row.kind as VersionKind,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    sources: row.sources ?? [],
  }));
  if (versions.length === 0) {
    versions.push({
      version: item.version,
      kind: firstKind(item),
      content: item.content,
      createdAt: item.updatedAt.toISOString(),
      sources: item.sources ?? [],
    });
  }
  return versions;
}
