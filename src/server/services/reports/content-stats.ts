import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ContentStats } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { activityEvents } from '../../db/schema.js';
import { getModelUsage } from './model-usage.js';
import { reportWindow, type ReportOptions } from './report-window.js';

/**
 * Generations in the range: the total (and how many were sent company knowledge), per
 * assistant and per user, largest first; and the tokens of those that ran on a model.
 */
export async function getContentStats(db: Db, opts: ReportOptions): Promise<ContentStats> {
  const { since } = reportWindow(opts.days, opts.now);
  const inRange = and(
    eq(activityEvents.companyId, opts.companyId),
    eq(activityEvents.action, 'content_generation'),
    gte(activityEvents.createdAt, since),
  );
  const assistantType = sql<string>`coalesce(${activityEvents.details}->>'assistantType', 'unknown')`;
  const n = count();
  const [byAssistantType, byUser, modelUsage] = await Promise.all([
    db
      .select({
        assistantType,
        count: n,
        withKnowledge:
          sql<number>`count(*) filter (where ${activityEvents.details}->>'knowledge' = 'true')`.mapWith(
            Number,
          ),
      })
      .from(activityEvents)
      .where(inRange)
      .groupBy(assistantType)
      .orderBy(desc(n), asc(assistantType)),
    db
      .select({ username: activityEvents.username, count: n })
      .from(activityEvents)
      .where(inRange)
      .groupBy(activityEvents.username)
      .orderBy(desc(n), asc(activityEvents.username)),
    getModelUsage(db, opts),
  ]);
  const totalGenerations = byAssistantType.reduce((sum, row) => sum + row.count, 0);
  const knowledgeGenerations = byAssistantType.reduce((sum, row) => sum + row.withKnowledge, 0);
  return {
    totalGenerations,
    knowledgeGenerations,
    byAssistantType: byAssistantType.map(({ withKnowledge: _, ...row }) => row),
    byUser,
    modelUsage,
  };
}
