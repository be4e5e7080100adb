import { and, eq, sql } from 'drizzle-orm';
import type { RewriteBody } from '@core/api/generate.js';
import { getAssistant } from '@core/assistants/catalogue.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { generationJobs } from '../../db/schema.js';
import { generationEvent, writeActivity } from '../activity.js';
import { conflict, invalid } from '../domain-error.js';
import { LEADS_NOT_EDITABLE, STALE_VERSION, lockedItem, saveVersion } from '../history/versions.js';
import { assistantRunFor } from './assistant-webhook.js';
import type { GenerationDeps } from './deps.js';
import type { JobRow } from './job-store.js';
import { keptGrounding, ownItem, type JobSpec } from './prepare.js';
import { groundingFor } from '../knowledge/grounding.js';
import { reviseWebhookBody, type Caller } from './webhook-body.js';

const SELECTION_OUTSIDE =
  'The selection must be a passage of the text: start before end, both inside it.';
const PASSAGE_CHANGED =
  'The passage was changed while it was being rewritten, so the rewrite was not applied. ' +
  'Select it again and retry.';

/**
 * A rewrite of a passage: the caller's item at `baseVersion` (409 with the item as it
 * is otherwise), a passage inside its text, an instruction. The automation receives a revise
 * body, the passage as `originalContent` and the instruction as `revisionRequest`, with the
 * whole text and the passage's place in `context`: every automation that revises handles it.
 */
export async function prepareRewrite(
  ctx: GenerationDeps,
  caller: Omit<Caller, 'sessionId'>,
  body: RewriteBody,
): Promise<JobSpec> {
  const item = await ownItem(ctx, caller, body.historyId);
  const assistant = getAssistant(item.assistantType as AssistantId);
  if (assistant.output === 'leads') throw invalid(LEADS_NOT_EDITABLE);
  if (item.version !== body.baseVersion) {
    // The route presents the item as it is now (history's `conflictWithItem`).
    throw conflict(STALE_VERSION, { item });
  }
  const { start, end } = body.selection;
  if (start >= end || end > item.content.length) throw invalid(SELECTION_OUTSIDE);
  const who: Caller = { ...caller, sessionId: body.sessionId };
  const run = await assistantRunFor(ctx, caller.company, assistant);
  const passage = item.content.slice(start, end);
  const grounded = await groundingFor(ctx, caller.company, assistant.id, {
    language: item.language,
    useKnowledge: body.useKnowledge,
    query: `${body.instruction} ${passage}`,
  });
  const webhookBody = {
    ...reviseWebhookBody(
      assistant,
      {
        originalContent: passage,
        originalFormData: item.formData,
        revisionRequest: body.instruction,
      },
      who,
      grounded.grounding,
    ),
    context: { fullContent: item.content, selectionStart: start, selectionEnd: end },
  };
  return {
    caller: who,
    assistant,
    action: 'rewrite',
    ...run,
    webhookBody,
    values: item.formData,
    revisionRequest: body.instruction,
    rewrite: { historyId: item.id, baseVersion: item.version, start, end, passage },
    ...keptGrounding(grounded),
  };
}

/**
 * Ends a rewrite with its answer: the passage is replaced in the item's current text, as its
 * next version (`rewritten`), the job succeeds with the whole new text and that version, and
 * the generation is recorded, in one transaction. If the passage is no longer where it was (the
 * text was edited meanwhile), nothing is replaced and the job fails with PASSAGE_CHANGED.
 * Returns the ended row, or null when the job was no longer running.
 */
export async function endRewrite(
  ctx: Pick<GenerationDeps, 'db'>,
  job: Pick<JobRow, 'id' | 'companyId' | 'userId' | 'rewrite'>,
  replacement: string,
): Promise<JobRow | null> {
  const rewrite = job.rewrite!;
  return ctx.db.transaction(async (tx) => {
    const owner = { companyId: job.companyId, userId: job.userId };
    const [running] = await tx
      .select()
      .from(generationJobs)
      .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'running')))
      .for('update');
    if (!running) return null;
    const item = await lockedItem(tx, owner, rewrite.historyId, undefined).catch(() => null);
    if (!item || item.content.slice(rewrite.start, rewrite.end) !== rewrite.passage) {
      throw conflict(PASSAGE_CHANGED);
    }
    const content =
      item.content.slice(0, rewrite.start) + replacement + item.content.slice(rewrite.end);
    const saved = await saveVersion(tx, item, 'rewritten', content, running.knowledge);
    const [ended] = await tx
      .update(generationJobs)
      .set({
        status: 'succeeded',
        content,
        result: { version: saved.version },
        historyId: item.id,
        finishedAt: sql`now()`,
        callbackTokenHash: null,
      })
      .where(eq(generationJobs.id, job.id))
      .returning();
    await writeActivity(tx, generationEvent(running, { rewrite: true }));
    return ended;
  });
}
