import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from '../../db/schema.js';

/** Records that the admin viewed the usage reports now (database clock, as users.created_at). */
export async function markUsageReportsViewed(db: Db, userId: number): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ lastViewedUsageReports: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ at: users.lastViewedUsageReports });
  return row!.at!;
}
