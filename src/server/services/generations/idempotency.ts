import { and, eq } from 'drizzle-orm';
import { generationJobs } from '../../db/schema.js';
import type { GenerationDeps } from './deps.js';
import type { JobRow } from './job-store.js';

/** How long an `Idempotency-Key` names its job. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The job a user started with this `Idempotency-Key` in the last 24 hours (a retried
 * `POST /api/generations`, e.g. after a 503 during a rolling upgrade), or undefined. An older
 * job gives the key up, so it can name a new one.
 */
export async function jobForKey(
  ctx: Pick<GenerationDeps, 'db'>,
  owner: { companyId: number; userId: number; key: string },
): Promise<JobRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.companyId, owner.companyId),
        eq(generationJobs.userId, owner.userId),
        eq(generationJobs.idempotencyKey, owner.key),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.startedAt.getTime() > Date.now() - KEY_LIFETIME_MS) return row;
  await ctx.db
    .update(generationJobs)
    .set({ idempotencyKey: null })
    .where(eq(generationJobs.id, row.id));
  return undefined;
}
