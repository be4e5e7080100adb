import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DELETED_USER, type Person } from '@core/api/reviews.js';
import type { Db } from '../../db/connection.js';
import { historyReviewers, users } from '../../db/schema.js';
import type { HistoryRow } from '../history/history-scope.js';

/** The people an item names: its author, current reviewers and approver. */
export interface ItemPeople {
  author: Person;
  reviewers: Person[];
  approvedBy: Person | null;
}

/** The database, or a transaction on it (reads only). */
type Reader = Pick<Db, 'select'>;

/** A user id as a person: their name, or "Deleted user" once the user is gone. */
export const person = (id: number | null, names: Map<number, string>): Person =>
  id !== null && names.has(id)
    ? { id, username: names.get(id)! }
    : { id: null, username: DELETED_USER };

/** The names of `ids` (one query; ids of deleted users are absent). */
export async function usernames(
  db: Reader,
  ids: Iterable<number | null>,
): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The people of each row, by item id (two queries for any number of rows). */
export async function loadPeople(db: Reader, rows: HistoryRow[]): Promise<Map<number, ItemPeople>> {
  const people = new Map<number, ItemPeople>();
  if (rows.length === 0) return people;
  const reviewerRows = rows.some((row) => row.status !== 'draft')
    ? await db
        .select({ historyId: historyReviewers.historyId, userId: historyReviewers.userId })
        .from(historyReviewers)
        .where(
          and(
            inArray(
              historyReviewers.historyId,
              rows.map((row) => row.id),
            ),
            eq(historyReviewers.current, true),
          ),
        )
    : [];
  const names = await usernames(db, [
    ...rows.flatMap((row) => [row.userId, row.approvedBy]),
    ...reviewerRows.map((row) => row.userId),
  ]);
  for (const row of rows) {
    people.set(row.id, {
      author: person(row.userId, names),
      reviewers: reviewerRows
        .filter((reviewer) => reviewer.historyId === row.id)
        .map((reviewer) => person(reviewer.userId, names))
        .sort((a, b) => a.username.localeCompare(b.username)),
      approvedBy: row.approvedBy === null ? null : person(row.approvedBy, names),
    });
  }
  return people;
}

/** The users of the viewer's company other than the viewer, by name (reviewers, mentions). */
export async function companyPeople(
  db: Reader,
  viewer: { companyId: number; userId: number },
): Promise<Person[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.companyId, viewer.companyId), ne(users.id, viewer.userId)))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(1000);
}
