import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Moves the roll-ups' pending changes into the roll-ups (migration 0024): one statement, one
 * instance at a time. Answers how many pending rows it moved (0 also when another instance was
 * folding).
 */
export async function foldRollups(db: Db): Promise<number> {
  const [row] = rowsOf<{ moved: number }>(await db.execute(sql`select fold_rollups() as moved`));
  return Number(row?.moved ?? 0);
}

/**
 * Folds every `everyMs` (`ROLLUP_FOLD_MS`, 0: never) for the process's life. Figures never wait
 * for it (a read adds what is pending), so a fold that fails is only logged and tried again.
 */
export function startRollupFolding(db: Db, log: FastifyBaseLogger, everyMs: number) {
  let running: Promise<unknown> | null = null;
  if (everyMs <= 0) return { stop: async () => undefined };
  const timer = setInterval(() => {
    // A fold still running (a large backlog) is not joined by another.
    running ??= foldRollups(db)
      .catch((err: unknown) => log.warn({ err }, 'roll-ups not folded; trying again'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
export type RollupFolding = ReturnType<typeof startRollupFolding>;
