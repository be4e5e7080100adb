import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { activityEvents } from '../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from './companies/pg-error.js';

type ActivityAction =
  | 'login_success'
  | 'login_failed'
  | 'logout'
  | 'content_generation'
  | 'password_change'
  | 'password_reset'
  | 'user_created'
  | 'user_deleted'
  | 'memory_cleared'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_reset';

export interface ActivityInput {
  companyId: number;
  userId?: number | null;
  username?: string;
  action: ActivityAction;
  details?: Record<string, unknown>;
  at?: Date;
}

/** The database, or a transaction on it: an event is written with the action it records. */
type Writer = Pick<Db, 'insert'>;

const rowOf = (input: ActivityInput) => ({
  companyId: input.companyId,
  userId: input.userId ?? null,
  username: input.username || 'Anonymous',
  action: input.action,
  details: input.details ?? {},
  ...(input.at ? { createdAt: input.at } : {}),
});

/**
 * Writes activity events in the caller's transaction (or statement), so the action and its event
 * are kept together or not at all: the usage reports, the plan figures and the
 * operator dashboard count every action that happened.
 */
export async function writeActivity(db: Writer, ...inputs: ActivityInput[]): Promise<void> {
  if (inputs.length > 0) await db.insert(activityEvents).values(inputs.map(rowOf));
}

/** The `content_generation` event of a job (`how`: a rewrite, a stopped one), as one input. */
export function generationEvent(
  job: { companyId: number; userId: number; username: string; assistantType: string },
  how: Record<string, unknown> = {},
): ActivityInput {
  return {
    companyId: job.companyId,
    userId: job.userId,
    username: job.username,
    action: 'content_generation',
    details: { assistantType: job.assistantType, ...how },
  };
}

/** How long a failed write of `record` waits before the next try: doubling, at most 5 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * Records activity events that belong to no write of their own, without making the caller wait.
 * A failed insert (the database away, read-only, full) is tried again until it is written, never
 * dropped: `flush()` waits for every pending event (tests, and shutdown, which gives up only at
 * its deadline, logging what it could not write).
 */
export function createActivityRecorder(db: Db, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  let closing = false;
  async function writeUntilDone(input: ActivityInput) {
    for (let wait = RETRY_FIRST_MS; ; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
      try {
        await writeActivity(db, input);
        return;
      } catch (err) {
        // Its company (or user) was erased meanwhile: trying again can never succeed.
        if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) {
          log.warn(
            { err, action: input.action },
            'activity not recorded: its company or user is gone',
          );
          return;
        }
        if (closing) {
          log.error({ err, action: input.action }, 'activity not recorded: the app stopped');
          return;
        }
        log.warn({ err, action: input.action }, 'activity not recorded yet, trying again');
        await new Promise((r) => setTimeout(r, wait).unref());
      }
    }
  }
  return {
    record(input: ActivityInput) {
      const write = writeUntilDone(input).finally(() => pending.delete(write));
      pending.add(write);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    /**
     * The app is stopping: pending events get `graceMs` more to be written; then what still
     * fails is logged and given up.
     */
    async stop(graceMs = 5000) {
      const all = Promise.all([...pending]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
      closing = true;
      await Promise.all([...pending]);
    },
  };
}
export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
