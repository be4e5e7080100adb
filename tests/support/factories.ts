import { activityEvents, historyItems } from '../../src/server/db/schema.js';
import type { TestApp } from './test-app.js';

/** Columns of a history item a test may choose; the rest take the defaults below. */
export type HistoryValues = Partial<typeof historyItems.$inferInsert>;
/** Columns of an activity event a test may choose. */
export type ActivityValues = Partial<typeof activityEvents.$inferInsert>;

/** Whose items they are (a row may still name another user of the company, or another company). */
export interface Owner {
  company: { id: number };
  user: { id: number };
}

/**
 * History items stored as a finished generation stores them, in one statement: each row belongs
 * to `owner` and is a short blog article unless it says otherwise. Returns the stored rows.
 */
export function addHistory(t: TestApp, owner: Owner, rows: HistoryValues | HistoryValues[] = {}) {
  const list = Array.isArray(rows) ? rows : [rows];
  return t.database.db
    .insert(historyItems)
    .values(
      list.map((values) => ({
        companyId: owner.company.id,
        userId: owner.user.id,
        assistantType: 'blog',
        content: 'An article',
        ...values,
      })),
    )
    .returning();
}

/**
 * Activity events of a company, in one statement, as if recorded earlier (tests choose
 * `createdAt`); a row is a generation unless it names another action. Returns the stored rows.
 */
export function addActivity(
  t: TestApp,
  company: { id: number },
  rows: ActivityValues | ActivityValues[],
) {
  const list = Array.isArray(rows) ? rows : [rows];
  return t.database.db
    .insert(activityEvents)
    .values(
      list.map((values) => ({ companyId: company.id, action: 'content_generation', ...values })),
    )
    .returning();
}

/** The event a finished generation records (what plan limits and usage reports count). */
export function generationEvent(assistantType: string, createdAt?: Date): ActivityValues {
  return {
    action: 'content_generation',
    details: { assistantType },
    ...(createdAt ? { createdAt } : {}),
  };
}
