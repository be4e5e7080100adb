import { and, eq } from 'drizzle-orm';
import {
  DESTINATION_NOT_FOUND,
  NEEDS_APPROVAL,
  ONLY_FAILED,
  ONLY_SCHEDULED,
  PUBLICATION_NOT_FOUND,
  WRONG_ASSISTANT,
  type PublishInput,
} from '@core/api/publishing.js';
import type { Db } from '../../db/connection.js';
import { companies, destinations, publications } from '../../db/schema.js';
import { conflict, forbidden, invalid, notFound } from '../domain-error.js';
import { itemAccess, type HistoryViewer } from '../history/item-access.js';
import { STALE_VERSION } from '../history/versions.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../companies/pg-error.js';

export type PublicationRow = typeof publications.$inferSelect;

const ONLY_AUTHOR_OR_ADMIN = 'Only the author of the text or an admin can publish it';
const NOT_IN_FUTURE = 'publishAt must be in the future';
const TOO_FAR = 'publishAt must be at most a year ahead';
const DESTINATION_OFF = 'This destination is turned off';
const YEAR_MS = 366 * 86_400_000;

/** When a publication asked for now or at `publishAt` is due; 400 outside the allowed window. */
function dueTime(publishAt: string | undefined, now: Date): Date {
  if (publishAt === undefined) return now;
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime()) throw invalid(NOT_IN_FUTURE, 'publishAt');
  if (at.getTime() - now.getTime() > YEAR_MS) throw invalid(TOO_FAR, 'publishAt');
  return at;
}

/**
 * `POST /api/history/{id}/publications`: the item's author or a company admin publishes its
 * current version to one of the company's destinations, now or at `publishAt`. The scheduler
 * sends it when due (on whichever instance claims it first). With an `Idempotency-Key`, the
 * same key answers the publication it made the first time.
 */
export async function createPublication(
  db: Db,
  viewer: HistoryViewer,
  id: number,
  input: PublishInput,
  opts: { idempotencyKey?: string; now?: Date } = {},
): Promise<{ row: PublicationRow; created: boolean }> {
  const now = opts.now ?? new Date();
  const earlier = opts.idempotencyKey
    ? await publicationForKey(db, viewer, opts.idempotencyKey)
    : undefined;
  if (earlier) return { row: earlier, created: false };
  const access = await itemAccess(db, viewer, id);
  const { item } = access;
  if (!access.isAuthor && !access.isAdmin) throw forbidden(ONLY_AUTHOR_OR_ADMIN);
  const [destination] = await db
    .select()
    .from(destinations)
    .where(
      and(eq(destinations.id, input.destinationId), eq(destinations.companyId, viewer.companyId)),
    );
  if (!destination) throw invalid(DESTINATION_NOT_FOUND, 'destinationId');
  if (!destination.enabled) throw invalid(DESTINATION_OFF, 'destinationId');
  if (
    destination.assistantTypes.length > 0 &&
    !destination.assistantTypes.includes(item.assistantType)
  ) {
    throw invalid(WRONG_ASSISTANT, 'destinationId');
  }
  const due = dueTime(input.publishAt, now);
  if (item.version !== input.baseVersion) throw conflict(STALE_VERSION, { item });
  const [company] = await db
    .select({ requireApproval: companies.requireApproval })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const approved =
    (item.status === 'approved' || item.status === 'published') &&
    item.approvedVersion === item.version;
  if (company?.requireApproval && !approved) throw conflict(NEEDS_APPROVAL);
  try {
    const [row] = await db
      .insert(publications)
      .values({
        companyId: viewer.companyId,
        historyId: item.id,
        version: item.version,
        destinationId: destination.id,
        destinationName: destination.name,
        status: 'scheduled',
        publishAt: due,
        dueAt: due,
        idempotencyKey: opts.idempotencyKey ?? null,
        createdBy: viewer.userId,
      })
      .returning();
    return { row, created: true };
  } catch (err) {
    // The same key sent twice at once: the other request's publication is the answer.
    const same = opts.idempotencyKey && pgErrorCode(err) === UNIQUE_VIOLATION;
    const other = same ? await publicationForKey(db, viewer, opts.idempotencyKey!) : undefined;
    if (other) return { row: other, created: false };
    throw err;
  }
}

async function publicationForKey(db: Db, viewer: HistoryViewer, key: string) {
  const [row] = await db
    .select()
    .from(publications)
    .where(
      and(
        eq(publications.companyId, viewer.companyId),
        eq(publications.createdBy, viewer.userId),
        eq(publications.idempotencyKey, key),
      ),
    );
  return row;
}

/**
 * A publication the viewer may change: of an item they may see, and they are the item's author,
 * the publication's creator or an admin. Anyone else: 404, as an unknown id.
 */
async function ownPublication(db: Db, viewer: HistoryViewer, id: number): Promise<PublicationRow> {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.companyId, viewer.companyId)));
  if (!row) throw notFound(PUBLICATION_NOT_FOUND);
  if (viewer.isAdmin) return row;
  const access = await itemAccess(db, viewer, row.historyId).catch(() => null);
  if (!access || (!access.isAuthor && row.createdBy !== viewer.userId)) {
    throw notFound(PUBLICATION_NOT_FOUND);
  }
  return row;
}

/** `PATCH /api/publications/{id}`: a scheduled publication is moved to `publishAt`. */
export async function reschedule(
  db: Db,
  viewer: HistoryViewer,
  id: number,
  publishAt: string,
  now = new Date(),
): Promise<PublicationRow> {
  await ownPublication(db, viewer, id);
  const due = dueTime(publishAt, now);
  const [row] = await db
    .update(publications)
    .set({ publishAt: due, dueAt: due })
    .where(and(eq(publications.id, id), eq(publications.status, 'scheduled')))
    .returning();
  if (!row) throw conflict(ONLY_SCHEDULED);
  return row;
}

/** `DELETE /api/publications/{id}`: a scheduled publication is cancelled (kept, as cancelled). */
export async function cancelPublication(
  db: Db,
  viewer: HistoryViewer,
  id: number,
): Promise<PublicationRow> {
  await ownPublication(db, viewer, id);
  const [row] = await db
    .update(publications)
    .set({ status: 'cancelled', dueAt: null })
    .where(and(eq(publications.id, id), eq(publications.status, 'scheduled')))
    .returning();
  if (!row) throw conflict(ONLY_SCHEDULED);
  return row;
}

/** `POST /api/publications/{id}/retry`: a failed publication is sent again now. */
export async function retryPublication(
  db: Db,
  viewer: HistoryViewer,
  id: number,
): Promise<PublicationRow> {
  await ownPublication(db, viewer, id);
  const [row] = await db
    .update(publications)
    .set({ status: 'scheduled', dueAt: new Date(), attempts: 0, lastError: null })
    .where(and(eq(publications.id, id), eq(publications.status, 'failed')))
    .returning();
  if (!row) throw conflict(ONLY_FAILED);
  return row;
}
