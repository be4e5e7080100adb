import { randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '../../auth/secret-token.js';
import { platformOrigin } from '../../tenancy/company-address.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../companies/pg-error.js';
import { tooMany } from '../domain-error.js';
import { planLimitReached } from '../plan-limit.js';
import { createJob } from './create-job.js';
import type { GenerationDeps } from './deps.js';
import { assertSameRequest, jobForKey } from './idempotency.js';
import type { JobRow } from './job-store.js';
import type { JobSpec } from './prepare.js';

function tooManyRunningMessage(max: number): string {
  const noun = max === 1 ? 'generation' : 'generations';
  return (
    `Your company already has ${max} ${noun} running, the most allowed at once. ` +
    'Wait for one to finish, then try again.'
  );
}

/** Where an automation in callback mode sends its answer, and the token it sends with it. */
export interface Callback {
  url: string;
  token: string;
}

/** A job just created (its call is to start), or the one an earlier request with the key made. */
export type Started =
  | { row: JobRow; callback: Callback | null; created: true }
  | {
      row: JobRow;
      created: false;
    };

/**
 * Creates a job: with an `idempotencyKey` the caller sent in the last 24 hours, answers that
 * job instead (the same request only). The company's running ceiling, its plan unit and the row
 * are one statement (decision 019).
 */
export async function createStartedJob(
  ctx: GenerationDeps,
  spec: JobSpec,
  idempotencyKey: string | undefined,
): Promise<Started> {
  const { company, user } = spec.caller;
  const max = ctx.config.MAX_RUNNING_PER_COMPANY;
  const key = idempotencyKey;
  const fingerprint = {
    action: spec.action,
    assistantType: spec.assistant.id,
    formData: spec.values,
    sessionId: spec.caller.sessionId,
    revisionRequest: spec.revisionRequest ?? null,
    revisedFrom: spec.revisedFrom ?? null,
    rewrite: spec.rewrite ?? null,
  };
  const grounding = {
    knowledge: spec.knowledge ?? null,
    language: spec.language ?? null,
    searchConfig: spec.searchConfig ?? null,
  };
  const earlierFor = async (k: string) => {
    const earlier = await jobForKey(ctx, { companyId: company.id, userId: user.id, key: k });
    if (earlier) assertSameRequest(earlier, fingerprint);
    return earlier;
  };
  if (key) {
    const earlier = await earlierFor(key);
    if (earlier) return { row: earlier, created: false };
  }
  const id = randomUUID();
  const token =
    spec.webhook?.responseMode === 'callback' ? randomBytes(32).toString('base64url') : null;
  let created: Awaited<ReturnType<typeof createJob>>;
  try {
    created = await createJob(ctx, company, max, {
      idempotencyKey: key ?? null,
      id,
      companyId: company.id,
      userId: user.id,
      username: user.username,
      ...fingerprint,
      ...grounding,
      callbackTokenHash: token ? sha256Hex(token) : null,
    });
  } catch (err) {
    // The same key sent twice at once: the other request's job is the answer.
    const same = key && pgErrorCode(err) === UNIQUE_VIOLATION;
    const earlier = same ? await earlierFor(key) : undefined;
    if (earlier) return { row: earlier, created: false };
    throw err;
  }
  if (!created.created) {
    throw created.reason === 'running-ceiling'
      ? tooMany(tooManyRunningMessage(max))
      : planLimitReached(company);
  }
  const base = platformOrigin(ctx.config);
  const callback = token ? { url: `${base}/api/automation-callbacks/${id}`, token } : null;
  return { row: created.row, callback, created: true };
}
