import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { GenerationDeps } from './deps.js';
import { HttpError } from '../../http-errors.js';
import { webhookMessages } from '../../automation-client/errors.js';
import { getAssistant } from '../../../core/assistants/catalogue.js';
import type { AssistantId } from '../../../core/assistants/ids.js';
import { planLimitReached } from '../plan-limit.js';
import { createJob } from './create-job.js';
import { failJob, finishWithAnswer, type Outcome } from './finish.js';
import type { JobBus } from './job-bus.js';
import {
  INTERRUPTED_END,
  awaitCallback,
  beat,
  endUnsuccessfully,
  readJob,
  saveContentsSoFar,
  sweep,
  type JobRow,
} from './job-store.js';
import type { JobSpec } from './prepare.js';
import type { GenerationOutcome } from '../../metrics.js';
import { WebhookError } from '../../automation-client/errors.js';
import { jobForKey } from './idempotency.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../companies/pg-error.js';

/** A job running on this instance. */
interface LocalJob {
  controller: AbortController;
  content: string;
  savedLength: number;
  done: Promise<Outcome>;
  /** Ended by the instance stopping (counted as interrupted). */
  interrupted?: boolean;
}

export interface JobRunner {
  /**
   * Checks the ceiling, reserves the plan unit, creates the job and starts its call here. With
   * an `idempotencyKey` the caller sent in the last 24 hours, answers that job instead.
   */
  start(
    spec: JobSpec,
    opts: { requestId: string; origin: string; idempotencyKey?: string },
  ): Promise<JobRow>;
  /** The live text of a job running on this instance (fresher than the database's). */
  liveContent(id: string): string | undefined;
  /** Resolves once the job has ended, with its final row (or throws what broke it here). */
  waitForEnd(id: string): Promise<JobRow>;
  /** How many jobs run on this instance now (the `copydesk_jobs_running` gauge). */
  runningHere(): number;
  /** Aborts the call of a job running here (after it was marked cancelled). */
  abortLocal(id: string): void;
  /** Starts the heartbeat, the saving of text so far and the sweep. */
  startBackground(): void;
  /**
   * The instance is stopping (SIGTERM): new jobs are refused with 503 and Retry-After at once;
   * those running may finish until `deadline` (epoch ms), which `stop` waits for.
   */
  drainUntil(deadline: number): void;
  /**
   * Marks this instance's running jobs interrupted and stops (app close); after `drainUntil`,
   * only those still running at its deadline.
   */
  stop(): Promise<void>;
}

/** New generations sent to an instance that is stopping (the client tries again elsewhere). */
const RESTARTING_MESSAGE = 'This server is restarting. Please try again in a moment.';

/** sha256 of a callback token, as stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tooManyRunningMessage(max: number): string {
  const noun = max === 1 ? 'generation' : 'generations';
  return (
    `Your company already has ${max} ${noun} running, the most allowed at once. ` +
    'Wait for one to finish, then try again.'
  );
}

const CONTENT_SAVE_MS = 1000;
/** Jobs whose text so far is saved by one statement. */
const SAVE_BATCH = 500;
/** A job whose heartbeat is older than this many heartbeats is taken as interrupted. */
const STALE_BEATS = 6;

export function createJobRunner(ctx: GenerationDeps, bus: JobBus): JobRunner {
  const locals = new Map<string, LocalJob>();
  const timers: NodeJS.Timeout[] = [];
  let stopping = false;
  let drainDeadline: number | null = null;

  /** Until every job running here has ended, or the deadline. */
  async function drained(deadline: number) {
    while (locals.size > 0 && Date.now() < deadline) {
      const ends = [...locals.values()].map((local) => local.done.catch(() => undefined));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      await Promise.race([Promise.all(ends), late]);
      clearTimeout(timer);
    }
  }
  const unsubscribeCancels = new Map<string, () => void>();

  const callbackMessage = (assistantType: string) =>
    webhookMessages.callbackTimeout(
      getAssistant(assistantType as AssistantId).displayName,
      ctx.config.CALLBACK_TIMEOUT_MS,
    );

  async function execute(
    spec: JobSpec,
    row: JobRow,
    local: LocalJob,
    callback: { url: string; token: string } | null,
    requestId: string,
  ): Promise<Outcome> {
    const { assistant, webhook } = spec;
    const labels = { assistant: assistant.id };
    const stopTimer = ctx.metrics.duration.startTimer(labels);
    const calledAt = performance.now();
    try {
      const answer = await ctx.webhooks.post({
        url: webhook.url,
        apiKey: webhook.apiKey || null,
        body: callback ? { ...spec.webhookBody, callback } : spec.webhookBody,
        requestId,
        timeoutMs: ctx.webhooks.timeoutFor(assistant.id),
        assistantName: assistant.displayName,
        signal: local.controller.signal,
        onDelta: callback
          ? undefined
          : (text) => {
              if (local.content.length === 0) {
                ctx.metrics.firstChunk.observe(labels, (performance.now() - calledAt) / 1000);
              }
              const offset = local.content.length;
              local.content += text;
              bus.publish({ type: 'delta', id: row.id, offset, text });
            },
      });
      stopTimer();
      if (callback) {
        // Any 2xx acknowledges: the result comes back to the callback, on any instance.
        await awaitCallback(ctx, row.id, ctx.config.CALLBACK_TIMEOUT_MS);
        return { kind: 'waiting' };
      }
      return await finishWithAnswer(ctx, bus, row, answer);
    } catch (err) {
      return failJob(ctx, bus, row.id, err);
    }
  }

  /** Saves the text so far of this instance's jobs that changed, in batches of one statement. */
  async function saveProgress() {
    const changed = [...locals].filter(([, local]) => local.content.length !== local.savedLength);
    for (let i = 0; i < changed.length; i += SAVE_BATCH) {
      const batch = changed.slice(i, i + SAVE_BATCH).map(([id, local]) => ({
        id,
        local,
        content: local.content,
      }));
      const rows = batch.map(({ id, content }) => ({ id, content }));
      await saveContentsSoFar(ctx, rows).then(
        () => batch.forEach((job) => (job.local.savedLength = job.content.length)),
        (err: unknown) => ctx.log.warn({ err, jobs: batch.length }, 'text so far not saved'),
      );
    }
  }

  async function heartbeatAndSweep() {
    const ids = [...locals.keys()];
    for (let i = 0; i < ids.length; i += 1000) {
      await beat(ctx, ids.slice(i, i + 1000)).catch((err: unknown) =>
        ctx.log.warn({ err }, 'job heartbeat not saved'),
      );
    }
    const staleMs = ctx.config.JOB_HEARTBEAT_MS * STALE_BEATS;
    const ended = await sweep(ctx, { staleMs, callbackMessage }).catch((err: unknown) => {
      ctx.log.warn({ err }, 'job sweep failed');
      return [] as string[];
    });
    for (const id of ended) bus.publish({ type: 'end', id });
  }

  /** Repeats `work` every `ms`, never two at once. */
  function every(ms: number, work: () => Promise<void>) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopping) return;
      busy = true;
      void work().finally(() => (busy = false));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    async start(spec, opts) {
      const { company, user } = spec.caller;
      const max = ctx.config.MAX_RUNNING_PER_COMPANY;
      if (stopping || drainDeadline !== null) throw new HttpError(503, RESTARTING_MESSAGE);
      const key = opts.idempotencyKey;
      if (key) {
        const earlier = await jobForKey(ctx, { companyId: company.id, userId: user.id, key });
        if (earlier) return earlier;
      }
      const id = randomUUID();
      const token =
        spec.webhook.responseMode === 'callback' ? randomBytes(32).toString('base64url') : null;
      // The running ceiling, the plan unit and the row: one statement (decision 019).
      let created: Awaited<ReturnType<typeof createJob>>;
      try {
        created = await createJob(ctx, company, max, {
          idempotencyKey: key ?? null,
          id,
          companyId: company.id,
          userId: user.id,
          username: user.username,
          assistantType: spec.assistant.id,
          action: spec.action,
          formData: spec.values,
          sessionId: spec.caller.sessionId,
          revisionRequest: spec.revisionRequest ?? null,
          callbackTokenHash: token ? hashToken(token) : null,
          revisedFrom: spec.revisedFrom ?? null,
          rewrite: spec.rewrite ?? null,
        });
      } catch (err) {
        // The same key sent twice at once: the other request's job is the answer.
        const same = key && pgErrorCode(err) === UNIQUE_VIOLATION;
        const earlier = same
          ? await jobForKey(ctx, { companyId: company.id, userId: user.id, key })
          : undefined;
        if (earlier) return earlier;
        throw err;
      }
      if (!created.created) {
        throw created.reason === 'running-ceiling'
          ? new HttpError(429, tooManyRunningMessage(max))
          : planLimitReached(company);
      }
      const row = created.row;
      const base = (ctx.config.PUBLIC_URL || opts.origin).replace(/\/+$/, '');
      const callback = token ? { url: `${base}/api/automation-callbacks/${id}`, token } : null;
      const local: LocalJob = {
        controller: new AbortController(),
        content: '',
        savedLength: 0,
        done: Promise.resolve({ kind: 'waiting' }),
      };
      locals.set(id, local);
      // A cancel made on another instance reaches this one on the bus.
      unsubscribeCancels.set(
        id,
        bus.subscribe(id, (event) => {
          if (event.type === 'cancel') local.controller.abort();
        }),
      );
      local.done = execute(spec, row, local, callback, opts.requestId)
        .then((outcome) => {
          countOutcome(ctx, spec.assistant.id, local, outcome);
          return outcome;
        })
        .finally(() => {
          locals.delete(id);
          unsubscribeCancels.get(id)?.();
          unsubscribeCancels.delete(id);
        });
      return row;
    },

    liveContent: (id) => locals.get(id)?.content,

    runningHere: () => locals.size,

    abortLocal(id) {
      locals.get(id)?.controller.abort();
    },

    async waitForEnd(id) {
      const local = locals.get(id);
      if (local) {
        const outcome = await local.done;
        if (outcome.kind === 'error') {
          const row = await readJob(ctx, id);
          if (row && row.status !== 'running') return row;
          // Erased with its company or user meanwhile (issue 31): answered as the poll below does.
          if (!row) throw new HttpError(404, 'Generation not found');
          throw outcome.error;
        }
        if (outcome.kind === 'ended' && outcome.row) return outcome.row;
      }
      // Waiting for a callback, or ended by another request (cancel, sweep): the bus says when.
      return new Promise<JobRow>((resolve, reject) => {
        let settled = false;
        const check = async () => {
          const row = await readJob(ctx, id);
          if (!row) throw new HttpError(404, 'Generation not found');
          if (row.status !== 'running' && !settled) {
            settled = true;
            cleanup();
            resolve(row);
          }
        };
        const fail = (err: unknown) => {
          if (settled) return;
          settled = true;
          cleanup();
          reject(err);
        };
        const unsubscribe = bus.subscribe(id, (event) => {
          if (event.type === 'end') check().catch(fail);
        });
        const poll = setInterval(() => check().catch(fail), 5_000);
        const cleanup = () => {
          unsubscribe();
          clearInterval(poll);
        };
        check().catch(fail);
      });
    },

    startBackground() {
      every(CONTENT_SAVE_MS, saveProgress);
      every(ctx.config.JOB_HEARTBEAT_MS, heartbeatAndSweep);
      void heartbeatAndSweep();
    },

    drainUntil(deadline) {
      drainDeadline = deadline;
    },

    async stop() {
      if (drainDeadline !== null) await drained(drainDeadline);
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      const running = [...locals.entries()];
      for (const [id] of running) {
        const ended = await endUnsuccessfully(ctx, id, INTERRUPTED_END).catch(() => false);
        if (ended) bus.publish({ type: 'end', id });
      }
      for (const [, local] of running) {
        local.interrupted = true;
        local.controller.abort();
      }
      await Promise.all(running.map(([, local]) => local.done.catch(() => undefined)));
    },
  };
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
    const kind = outcome.error instanceof WebhookError ? outcome.error.kind : 'other';
    ended = kind === 'cancelled' ? 'cancelled' : kind === 'interrupted' ? 'interrupted' : 'failed';
    if (ended === 'failed') ctx.metrics.automationFailures.inc({ assistant, kind });
  }
  ctx.metrics.generations.inc({ assistant, outcome: ended });
}
