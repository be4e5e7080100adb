import type { FailureBucket } from '@core/api/automation-health.js';
import { AutomationError, type AutomationErrorKind } from '../../automation-client/errors.js';

/**
 * What `generation_jobs.error_kind` holds for a failed job (decision 049): the webhook call's
 * kind, `http-auth` when the automation refused the key (HTTP 401/403), `callback-timeout`
 * when the result never came back, `interrupted` (the app stopped: not the automation's fault)
 * and `internal` (our own errors).
 */
export type JobErrorKind = AutomationErrorKind | 'http-auth' | 'callback-timeout' | 'internal';

/** The kind a job's failure is kept with. */
export function jobErrorKindOf(err: unknown): JobErrorKind {
  if (!(err instanceof AutomationError)) return 'internal';
  if (err.kind === 'http-status' && (err.status === 401 || err.status === 403)) return 'http-auth';
  return err.kind;
}

/** Failed jobs of these kinds are no failure of the automation: not counted as runs. */
export const NOT_THE_AUTOMATION: readonly JobErrorKind[] = ['interrupted', 'cancelled'];

/** Each stored kind's bucket; kinds not listed (and none stored) count as `other`. */
const BUCKET_OF: Partial<Record<JobErrorKind, Exclude<FailureBucket, 'other'>>> = {
  timeout: 'timeout',
  'callback-timeout': 'timeout',
  'not-registered': 'inactive',
  'workflow-started': 'inactive',
  'http-auth': 'auth',
  'http-status': 'http',
  redirect: 'http',
  unparseable: 'unreadable',
  empty: 'unreadable',
  unreadable: 'unreadable',
  'too-large': 'unreadable',
  placeholder: 'unreadable',
  'stream-error': 'unreadable',
  refused: 'unreachable',
  dns: 'unreachable',
  network: 'unreachable',
  blocked: 'unreachable',
  'invalid-url': 'unreachable',
};

/** The bucket a stored kind is counted in. */
export function failureBucket(kind: string | null): FailureBucket {
  return (kind !== null && BUCKET_OF[kind as JobErrorKind]) || 'other';
}

/** The stored kinds counted in a bucket (`other` has none: it is what is left). */
export function kindsIn(bucket: Exclude<FailureBucket, 'other'>): JobErrorKind[] {
  return (Object.keys(BUCKET_OF) as JobErrorKind[]).filter((kind) => BUCKET_OF[kind] === bucket);
}
