import type { DomainErrorKind } from '../services/domain-error.js';

/**
 * The HTTP status of each kind of refusal a service throws (decision 055): the error handler
 * answers with it, and a generation job that fails with such a refusal is kept with it (what
 * `POST /api/generate` answers for the job).
 */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  mismatch: 422,
  'too-many': 429,
  'upstream-failed': 502,
  unavailable: 503,
};
