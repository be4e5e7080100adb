import { desc, eq } from 'drizzle-orm';
import type { ActivityEvent } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { activityEvents } from '../../db/schema.js';

/** The company's latest activity events, newest first. */
export async function getActivityFeed(
  db: Db,
  opts: { companyId: number; limit: number },
): Promise<ActivityEvent[]> {
  const rows = await db
    .select({
      id: activityEvents.id,
      createdAt: activityEvents.createdAt,
      username: activityEvents.username,
      action: activityEvents.action,
      details: activityEvents.details,
    })
    .from(activityEvents)
    .where(eq(activityEvents.companyId, opts.companyId))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(opts.limit);
  return rows.map((row) => ({
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    username: row.username || 'Anonymous',
    action: row.action,
    details: row.details ?? {},
  }));
}
