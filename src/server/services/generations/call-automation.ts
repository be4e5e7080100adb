import { AutomationError } from '../../automation-client/errors.js';
import type { GenerationOutcome } from '../../operations/metrics.js';
import type { GenerationDeps } from './deps.js';
import { failJob, finishWithAnswer, type Outcome } from './finish.js';
import type { JobBus } from './job-bus.js';
import { awaitCallback, type JobRow } from './job-store.js';
import type { LocalJob } from './local-job.js';
import type { JobSpec } from './prepare.js';
import type { Callback } from './start-job.js';
import { callModel } from './call-model.js';

/**
 * Calls a job's automation and keeps its answer. A streamed answer's pieces go to the job's
 * readers as they arrive (and into `local.content`, saved by the heartbeat); in callback mode the
 * acknowledgement starts the wait for the callback, which may arrive on any instance. The job
 * ends as succeeded or failed here, and how it ended is counted.
 */
export async function callAutomation(
  ctx: GenerationDeps,
  bus: JobBus,
  job: { spec: JobSpec; row: JobRow; local: LocalJob; callback: Callback | null },
  requestId: string,
): Promise<Outcome> {
  const outcome = await callAndKeep(ctx, bus, job, requestId);
  countOutcome(ctx, job.spec.assistant.id, job.local, outcome);
  return outcome;
}

async function callAndKeep(
  ctx: GenerationDeps,
  bus: JobBus,
  { spec, row, local, callback }: Parameters<typeof callAutomation>[2],
  requestId: string,
): Promise<Outcome> {
  const { assistant, webhook } = spec;
  const labels = { assistant: assistant.id };
  const stopTimer = ctx.metrics.duration.startTimer(labels);
  const calledAt = performance.now();
  const onDelta = (text: string) => {
    if (local.content.length === 0) {
      ctx.metrics.firstChunk.observe(labels, (performance.now() - calledAt) / 1000);
    }
    const offset = local.content.length;
    local.content += text;
    bus.publish({ type: 'delta', id: row.id, offset, text });
  };
  if (spec.model || !webhook) {
    return callModel(ctx, bus, { spec, row, local }, requestId, { onDelta, stopTimer });
  }
  const call = {
    url: webhook.url,
    apiKey: webhook.apiKey || null,
    requestId,
    timeoutMs: ctx.automationClient.timeoutFor(assistant.id),
    assistantName: assistant.displayName,
    signal: local.controller.signal,
  };
  try {
    if (callback) {
      // Any 2xx acknowledges: the result comes back to the callback, on any instance.
      await ctx.automationClient.post({ ...call, body: { ...spec.webhookBody, callback } });
      stopTimer();
      await awaitCallback(ctx, row.id, ctx.config.CALLBACK_TIMEOUT_MS);
      return { kind: 'waiting' };
    }
    const answer = await ctx.automationClient.generate({
      ...call,
      body: spec.webhookBody,
      output: assistant.output,
      onDelta,
    });
    stopTimer();
    return await finishWithAnswer(ctx, bus, row, answer);
  } catch (err) {
    return failJob(ctx, bus, row.id, err);
  }
}

/** Counts how a job run here ended (a callback's result is counted where it arrives). */
function countOutcome(ctx: GenerationDeps, assistant: string, local: LocalJob, outcome: Outcome) {
  if (outcome.kind === 'waiting') return;
  let ended: GenerationOutcome;
  if (local.interrupted) ended = 'interrupted';
  else if (outcome.kind === 'ended')
    ended =
      outcome.row?.status === 'cancelled'
        ? 'cancelled'
        : outcome.row?.status === 'failed'
          ? 'failed'
          : 'succeeded';
  else {
    const kind = outcome.error instanceof AutomationError ? outcome.error.kind : 'other';
    ended = kind === 'cancelled' ? 'cancelled' : kind === 'interrupted' ? 'interrupted' : 'failed';
    if (ended === 'failed') ctx.metrics.automationFailures.inc({ assistant, kind });
  }
  ctx.metrics.generations.inc({ assistant, outcome: ended });
}
