import { and, eq, sql } from 'drizzle-orm';
import { producesLeads } from '@core/assistants/ids.js';
import { generationJobs, historyItems } from '../../db/schema.js';
import { generationEvent, writeActivity } from '../activity.js';
import type { GenerationDeps } from './deps.js';
import { CANCELLED_MESSAGE, endUnsuccessfully, type JobRow } from './job-store.js';

/**
 * Stops a running job at its owner's request (Stop keeps what was written). When text
 * has arrived, the job ends `cancelled` with that text and a history item of its own
 * (`stopped`), its generation recorded: the automation ran, so the plan unit stays used.
 * Without text (and for leads and rewrites, whose part-answers mean nothing) it ends as a plain
 * cancel, which gives the unit back. Returns whether this call ended it.
 */
export async function stopJob(
  ctx: Pick<GenerationDeps, 'db' | 'log'>,
  row: JobRow,
  text: string,
): Promise<boolean> {
  const owner = { companyId: row.companyId, userId: row.userId };
  const cancel = { status: 'cancelled' as const, error: CANCELLED_MESSAGE, errorStatus: 409 };
  if (!text.trim() || producesLeads(row.assistantType) || row.action === 'rewrite') {
    return endUnsuccessfully(ctx, row.id, cancel, owner);
  }
  return ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(generationJobs)
      .set({ ...cancel, content: text, finishedAt: sql`now()`, callbackTokenHash: null })
      .where(
        and(
          eq(generationJobs.id, row.id),
          eq(generationJobs.status, 'running'),
          eq(generationJobs.companyId, owner.companyId),
          eq(generationJobs.userId, owner.userId),
        ),
      )
      .returning();
    if (!ended) return false;
    const [item] = await tx
      .insert(historyItems)
      .values({
        companyId: ended.companyId,
        userId: ended.userId,
        assistantType: ended.assistantType,
        content: text,
        formData: ended.formData,
        revisionRequest: ended.revisionRequest,
        sessionId: ended.sessionId,
        revisedFrom: ended.revisedFrom,
        stopped: true,
      })
      .returning({ id: historyItems.id });
    await tx
      .update(generationJobs)
      .set({ historyId: item.id })
      .where(eq(generationJobs.id, row.id));
    await writeActivity(tx, generationEvent(ended, { stopped: true }));
    return true;
  });
}
