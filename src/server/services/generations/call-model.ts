import { AutomationError } from '../../automation-client/errors.js';
import { normaliseAnswer } from '../../automation-client/normalise.js';
import { estimateTokens } from '../../model-client/client.js';
import { modelPromptFor } from '../../model-client/prompt.js';
import { recordUsage } from '../model-connections/record-usage.js';
import type { GenerationDeps } from './deps.js';
import { failJob, finishWithAnswer, type Outcome } from './finish.js';
import type { JobBus } from './job-bus.js';
import { readJob, type JobRow } from './job-store.js';
import type { LocalJob } from './local-job.js';
import type { JobSpec } from './prepare.js';
import { stopJob } from './stop.js';

/**
 * Runs a job on its model connection (decision 058): the assistant's own prompt (the one its
 * n8n workflow carries) with the form's values and the brand voice, streamed into the job as an
 * automation's answer is, kept and normalised the same way, and its tokens recorded. A stream
 * cut in the middle keeps the text so far as a stopped result, as Stop keeps it.
 */
export async function callModel(
  ctx: GenerationDeps,
  bus: JobBus,
  { spec, row, local }: { spec: JobSpec; row: JobRow; local: LocalJob },
  requestId: string,
  hooks: { onDelta: (text: string) => void; stopTimer: () => void },
): Promise<Outcome> {
  const run = spec.model!;
  const { assistant } = spec;
  try {
    const { system, prompt } = await modelPromptFor(assistant.id, spec.webhookBody);
    const answer = await ctx.modelClient.chat({
      target: run.target,
      system,
      prompt,
      requestId,
      timeoutMs: ctx.automationClient.timeoutFor(assistant.id),
      assistantName: assistant.displayName,
      signal: local.controller.signal,
      onDelta: hooks.onDelta,
    });
    hooks.stopTimer();
    const kept = normaliseAnswer(
      { text: answer.text, status: 200 },
      assistant.output,
      assistant.displayName,
    );
    const outcome = await finishWithAnswer(ctx, bus, row, kept);
    if (outcome.kind === 'ended' && outcome.row?.status === 'succeeded') {
      await recordUsage(ctx, row.id, run, answer.usage).catch((err: unknown) =>
        ctx.log.warn({ err, jobId: row.id }, 'model usage not recorded'),
      );
    }
    return outcome;
  } catch (err) {
    if (err instanceof AutomationError && err.kind === 'stream-error' && local.content.trim()) {
      return keepCutAnswer(ctx, bus, { spec, row, local }, err);
    }
    return failJob(ctx, bus, row.id, err);
  }
}

/** A stream cut in the middle: the text so far is kept as a stopped item, its tokens counted. */
async function keepCutAnswer(
  ctx: GenerationDeps,
  bus: JobBus,
  { spec, row, local }: { spec: JobSpec; row: JobRow; local: LocalJob },
  err: AutomationError,
): Promise<Outcome> {
  const text = local.content;
  try {
    if (!(await stopJob(ctx, row, text))) return failJob(ctx, bus, row.id, err);
    ctx.log.warn({ jobId: row.id, reason: err.message }, 'model stream cut: text so far kept');
    const usage = { promptTokens: 0, completionTokens: estimateTokens(text), estimated: true };
    await recordUsage(ctx, row.id, spec.model!, usage).catch(() => false);
    const ended = await readJob(ctx, row.id);
    bus.publish({ type: 'end', id: row.id, ...(ended ? { row: ended } : {}) });
    return { kind: 'ended', row: ended ?? null };
  } catch (saveErr) {
    return failJob(ctx, bus, row.id, saveErr);
  }
}
