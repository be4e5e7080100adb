import type { GenerationDeps } from './deps.js';
import { databaseOutage } from '../../db/unavailable.js';
import { STATUS_OF } from '../../http/domain-status.js';
import { DomainError } from '../domain-error.js';
import { AutomationError, httpStatusFor } from '../../automation-client/errors.js';
import type { KeptAnswer } from '../../automation-client/normalise.js';
import { jobErrorKindOf } from '../automation-health/failure-kinds.js';
import type { JobBus } from './job-bus.js';
import { unrecordedRow } from './job-events.js';
import { endSuccessfully, endUnsuccessfully, type JobRow } from './job-store.js';
import { endRewrite } from './rewrite.js';

type Ctx = Pick<GenerationDeps, 'db' | 'log' | 'activity'>;

/** How a job's run ended, for the request that waits on it on this instance. */
export type Outcome =
  { kind: 'ended'; row: JobRow | null } | { kind: 'waiting' } | { kind: 'error'; error: unknown };

/** The status and message a failure is kept with (and `POST /api/generate` answers). */
function failureOf(err: unknown): { status: number; message: string } {
  if (err instanceof AutomationError)
    return { status: httpStatusFor(err.kind), message: err.message };
  if (err instanceof DomainError) return { status: STATUS_OF[err.kind], message: err.message };
  const outage = databaseOutage(err);
  if (outage) return { status: 503, message: outage.message };
  return { status: 500, message: 'The generation failed unexpectedly. Please try again.' };
}

/** Fails a running job (once; its plan unit given back) and tells every reader. */
export async function failJob(ctx: Ctx, bus: JobBus, id: string, err: unknown): Promise<Outcome> {
  const { status, message } = failureOf(err);
  if (status >= 500 && !(err instanceof AutomationError) && !(err instanceof DomainError)) {
    ctx.log.error({ err, jobId: id }, 'generation failed');
  }
  try {
    const ended = await endUnsuccessfully(ctx, id, {
      status: 'failed',
      error: message,
      errorStatus: status,
      errorKind: jobErrorKindOf(err),
    });
    if (ended) bus.publish({ type: 'end', id });
  } catch (saveErr) {
    // The database refuses writes (away, read-only, full): the job stays running there until
    // the sweep marks it interrupted, but this instance's readers are told the failure now.
    ctx.log.warn({ err: saveErr, jobId: id }, 'failed job not recorded');
    bus.publish({ type: 'end', id, row: unrecordedRow('failed', message) });
  }
  return { kind: 'error', error: err };
}

/**
 * Keeps an automation's answer, already normalised (direct, streamed or sent back to the
 * callback): the job ends as succeeded with its history item, or fails.
 */
export async function finishWithAnswer(
  ctx: Ctx,
  bus: JobBus,
  job: JobRow,
  kept: KeptAnswer,
): Promise<Outcome> {
  try {
    // The history item and the activity event are written by the same statement; a rewrite
    // replaces its passage in the item it was made on instead.
    const row =
      job.action === 'rewrite'
        ? await endRewrite(ctx, job, kept.content)
        : await endSuccessfully(ctx, job.id, kept);
    if (row) bus.publish({ type: 'end', id: job.id, row });
    return { kind: 'ended', row };
  } catch (err) {
    return failJob(ctx, bus, job.id, err);
  }
}
