import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { publications } from '../../db/schema.js';
import type { PublicationRow } from './publish.js';
import { markFailed, sendPublication, type PublishDeps } from './send-publication.js';

/** Publications claimed in one pass, at most. */
const CLAIM_BATCH = 50;
/** Heartbeats a sending instance may miss before another takes its publication up. */
const STALE_BEATS = 3;
const CALLBACK_LATE = 'The destination did not say whether it published the text in time';

export interface PublishScheduler {
  /** Claims and sends what is due now (the loop calls it; tests and new publications too). */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Every instance runs the scheduler (decision 060): each pass claims due publications in the
 * database (`FOR UPDATE SKIP LOCKED`, so each attempt is sent by exactly one instance) and sends
 * them. While an attempt is sent, its due time is kept a few heartbeats ahead: when its instance
 * dies, the publication falls due again and another instance sends it, with the same
 * `publicationId`. Publications that fell due while every instance was down are due at start.
 */
export function startPublishScheduler(deps: PublishDeps, pollMs: number): PublishScheduler {
  const instance = randomUUID();
  const beatMs = deps.config.JOB_HEARTBEAT_MS;
  const staleMs = beatMs * STALE_BEATS;
  const sending = new Map<number, Promise<void>>();
  let stopped = false;
  let running: Promise<number> | null = null;

  async function claim(): Promise<PublicationRow[]> {
    const due = deps.db
      .select({ id: publications.id })
      .from(publications)
      .where(
        and(
          isNotNull(publications.dueAt),
          lte(publications.dueAt, sql`now()`),
          inArray(publications.status, ['scheduled', 'publishing']),
        ),
      )
      .orderBy(asc(publications.dueAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    const waiting = sql`${publications.callbackTokenHash} is not null and ${publications.callbackDeadline} is not null`;
    return deps.db
      .update(publications)
      .set({
        status: 'publishing',
        claimedBy: instance,
        heartbeatAt: sql`now()`,
        attempts: sql`case when ${waiting} then ${publications.attempts} else ${publications.attempts} + 1 end`,
        dueAt: sql`now() + make_interval(secs => ${staleMs / 1000})`,
      })
      .where(inArray(publications.id, due))
      .returning();
  }

  async function pass(): Promise<number> {
    const claimed = await claim();
    for (const row of claimed) {
      if (row.callbackTokenHash && row.callbackDeadline) {
        // Its automation acknowledged it and never called back.
        sending.set(
          row.id,
          markFailed(deps, row, CALLBACK_LATE).finally(() => sending.delete(row.id)),
        );
        continue;
      }
      const work = sendPublication(deps, row)
        .catch((err: unknown) => deps.log.error({ err }, 'a publication could not be recorded'))
        .finally(() => sending.delete(row.id));
      sending.set(row.id, work);
    }
    return claimed.length;
  }

  /** One pass at a time; a pass asked for while one runs waits for it. */
  function tick(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= pass()
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'the publication scheduler could not claim');
        return 0;
      })
      .finally(() => (running = null));
    return running;
  }

  /** The attempts this instance is sending stay claimed. */
  async function beat() {
    const ids = [...sending.keys()];
    if (ids.length === 0) return;
    await deps.db
      .update(publications)
      .set({
        heartbeatAt: sql`now()`,
        dueAt: sql`now() + make_interval(secs => ${staleMs / 1000})`,
      })
      .where(
        and(
          inArray(publications.id, ids),
          eq(publications.claimedBy, instance),
          eq(publications.status, 'publishing'),
        ),
      )
      .catch((err: unknown) => deps.log.warn({ err }, 'publication heartbeat failed'));
  }

  const poll = setInterval(() => void tick(), pollMs);
  const heart = setInterval(() => void beat(), beatMs);
  poll.unref();
  heart.unref();
  void tick();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(heart);
      await running;
      await Promise.allSettled([...sending.values()]);
    },
  };
}
