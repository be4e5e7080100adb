import { DomainError, notFound } from '../domain-error.js';
import { callAutomation } from './call-automation.js';
import type { GenerationDeps } from './deps.js';
import { startHeartbeat } from './heartbeat.js';
import type { JobBus } from './job-bus.js';
import { INTERRUPTED_END, endUnsuccessfully, readJob, type JobRow } from './job-store.js';
import type { LocalJob, LocalJobs } from './local-job.js';
import type { JobSpec } from './prepare.js';
import { createStartedJob } from './start-job.js';

export interface JobRunner {
  /**
   * Checks the ceiling, reserves the plan unit, creates the job and starts its call here. With
   * an `idempotencyKey` the caller sent in the last 24 hours, answers that job instead.
   */
  start(spec: JobSpec, opts: { requestId: string; idempotencyKey?: string }): Promise<JobRow>;
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

/**
 * This instance's part of the generation jobs (decision 009): it starts jobs
 * (start-job.ts), runs their automation calls (call-automation.ts) and the heartbeat beside
 * them (heartbeat.ts), answers what runs here, and drains or interrupts them when it stops.
 */
export function createJobRunner(ctx: GenerationDeps, bus: JobBus): JobRunner {
  const locals: LocalJobs = new Map();
  let stopHeartbeat = () => {};
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
  return {
    async start(spec, opts) {
      if (stopping || drainDeadline !== null)
        throw new DomainError('unavailable', RESTARTING_MESSAGE);
      const started = await createStartedJob(ctx, spec, opts.idempotencyKey);
      if (!started.created) return started.row;
      const { row, callback } = started;
      const local: LocalJob = {
        controller: new AbortController(),
        content: '',
        savedLength: 0,
        done: Promise.resolve({ kind: 'waiting' }),
      };
      locals.set(row.id, local);
      // A cancel made on another instance reaches this one on the bus.
      const unsubscribe = bus.subscribe(row.id, (event) => {
        if (event.type === 'cancel') local.controller.abort();
      });
      local.done = callAutomation(ctx, bus, { spec, row, local, callback }, opts.requestId).finally(
        () => {
          locals.delete(row.id);
          unsubscribe();
        },
      );
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
          // Erased with its company or user meanwhile: answered as the poll below does.
          if (!row) throw notFound('Generation not found');
          throw outcome.error;
        }
        if (outcome.kind === 'ended' && outcome.row) return outcome.row;
      }
      // Waiting for a callback, or ended by another request (cancel, sweep): the bus says when.
      return new Promise<JobRow>((resolve, reject) => {
        let settled = false;
        const check = async () => {
          const row = await readJob(ctx, id);
          if (!row) throw notFound('Generation not found');
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
      stopHeartbeat = startHeartbeat(ctx, bus, locals);
    },

    drainUntil(deadline) {
      drainDeadline = deadline;
    },

    async stop() {
      if (drainDeadline !== null) await drained(drainDeadline);
      stopping = true;
      stopHeartbeat();
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
