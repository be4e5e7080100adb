import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { activityEvents } from '../db/schema.js';

type ActivityAction =
  | 'login_success'
  | 'login_failed'
  | 'logout'
  | 'content_generation'
  | 'password_change'
  | 'password_reset'
  | 'user_created'
  | 'user_deleted'
  | 'memory_cleared';

export interface ActivityInput {
  companyId: number;
  userId?: number | null;
  username?: string;
  action: ActivityAction;
  details?: Record<string, unknown>;
  at?: Date;
}

/**
 * Records activity events without making the request wait: a failed insert is logged, never
 * thrown. `flush()` waits for what is still being written (tests, shutdown).
 */
export function createActivityRecorder(db: Db, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    record(input: ActivityInput) {
      const write = db
        .insert(activityEvents)
        .values({
          companyId: input.companyId,
          userId: input.userId ?? null,
          username: input.username || 'Anonymous',
          action: input.action,
          details: input.details ?? {},
          ...(input.at ? { createdAt: input.at } : {}),
        })
        .then(
          () => undefined,
          (err: unknown) => log.error({ err, action: input.action }, 'activity not recorded'),
        )
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
