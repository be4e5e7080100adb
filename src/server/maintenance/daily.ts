import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { purgeAuditLog } from '../services/audit/purge-audit-log.js';
import { purgeExpiredExports } from '../services/company-exports/export-store.js';
import { purgeOldEvents } from '../services/events/purge-events.js';
import { purgeExpiredContent } from '../services/retention/purge-content.js';

/** A purge the app runs once a day (and shortly after it starts); it answers rows removed. */
type DailyTask = (ctx: AppContext, now: Date) => Promise<number>;

/** Every instance runs them: each is one idempotent statement, so two at once do no harm. */
const TASKS: Record<string, DailyTask> = {
  'audit log': purgeAuditLog,
  'expired exports': purgeExpiredExports,
  'content retention': purgeExpiredContent,
  'event delivery log': purgeOldEvents,
};

const DAY_MS = 24 * 3600_000;
/** The first run waits this long after start, so a start-up is not slowed by a purge. */
const FIRST_RUN_MS = 60_000;

/** Runs every daily task once, logging each; a failing task does not stop the others. */
export async function runDailyTasks(ctx: AppContext, now = new Date()): Promise<void> {
  for (const [name, task] of Object.entries(TASKS)) {
    try {
      const removed = await task(ctx, now);
      if (removed > 0) ctx.log.info({ task: name, removed }, 'daily purge');
    } catch (err) {
      ctx.log.error({ err, task: name }, 'a daily purge failed; it runs again tomorrow');
    }
  }
}

/** Schedules the daily tasks for the process's life (main.ts; the timer never holds it open). */
export function startDailyTasks(app: FastifyInstance): void {
  const next = (ms: number) => {
    const timer = setTimeout(() => {
      void runDailyTasks(app.ctx).finally(() => next(DAY_MS));
    }, ms);
    timer.unref();
  };
  next(FIRST_RUN_MS);
}
