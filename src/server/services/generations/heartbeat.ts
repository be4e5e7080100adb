import { getAssistant } from '@core/assistants/catalogue.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { automationMessages } from '../../automation-client/errors.js';
import type { GenerationDeps } from './deps.js';
import type { JobBus } from './job-bus.js';
import { beat, saveContentsSoFar, sweep } from './job-store.js';
import type { LocalJobs } from './local-job.js';

const CONTENT_SAVE_MS = 1000;
/** Jobs whose text so far is saved by one statement. */
const SAVE_BATCH = 500;
/** Jobs whose heartbeat is saved by one statement. */
const BEAT_BATCH = 1000;
/** A job whose heartbeat is older than this many heartbeats is taken as interrupted. */
const STALE_BEATS = 6;

/**
 * What runs beside this instance's jobs (decision 009): every second the text so far of jobs
 * whose text changed is saved (a reader on another instance, or after a restart, reads it); every
 * heartbeat the jobs here say they are alive, and the sweep ends jobs whose instance stopped
 * beating and callbacks that never came. Returns the function that stops it.
 */
export function startHeartbeat(ctx: GenerationDeps, bus: JobBus, locals: LocalJobs): () => void {
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const callbackMessage = (assistantType: string) =>
    automationMessages.callbackTimeout(
      getAssistant(assistantType as AssistantId).displayName,
      ctx.config.CALLBACK_TIMEOUT_MS,
    );

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
    for (let i = 0; i < ids.length; i += BEAT_BATCH) {
      await beat(ctx, ids.slice(i, i + BEAT_BATCH)).catch((err: unknown) =>
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
      if (busy || stopped) return;
      busy = true;
      void work().finally(() => (busy = false));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  every(CONTENT_SAVE_MS, saveProgress);
  every(ctx.config.JOB_HEARTBEAT_MS, heartbeatAndSweep);
  void heartbeatAndSweep();
  return () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
  };
}
