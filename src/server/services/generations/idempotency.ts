import { and, eq } from 'drizzle-orm';
import { generationJobs } from '../../db/schema.js';
import type { GenerationDeps } from './deps.js';
import type { JobRow } from './job-store.js';
import { DomainError } from '../domain-error.js';

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

const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request';

/** JSON with object keys sorted (a jsonb column gives them back in its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests the same one: what the job was asked to do, as it was checked. */
export interface RequestFingerprint {
  action: string;
  assistantType: string;
  formData: unknown;
  sessionId: string;
  revisionRequest: string | null;
  revisedFrom: number | null;
  rewrite: unknown;
}

/**
 * The job a key names answers only the request that made it (as payment APIs do): the same key
 * with another body is a client's mistake, answered 422 rather than with an unrelated job.
 */
export function assertSameRequest(job: JobRow, request: RequestFingerprint): void {
  const stored: RequestFingerprint = {
    action: job.action,
    assistantType: job.assistantType,
    formData: job.formData,
    sessionId: job.sessionId,
    revisionRequest: job.revisionRequest,
    revisedFrom: job.revisedFrom,
    rewrite: job.rewrite,
  };
  if (canonical(stored) !== canonical(request))
    throw new DomainError('mismatch', KEY_REUSED_MESSAGE);
}
