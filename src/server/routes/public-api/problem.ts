/**
 * Errors of the public API as `application/problem+json` (RFC 9457): a stable `type` per kind
 * of error, a short `title`, the status, and the app's own message as `detail` (field problems
 * as `errors`, as the app answers them).
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export type ProblemKind =
  | 'invalid-input'
  | 'invalid-token'
  | 'api-access-off'
  | 'insufficient-scope'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'too-many-requests'
  | 'unavailable'
  | 'server-error';

const TITLES: Record<ProblemKind, string> = {
  'invalid-input': 'Invalid input',
  'invalid-token': 'Invalid token',
  'api-access-off': 'API access is off',
  'insufficient-scope': 'Insufficient scope',
  forbidden: 'Forbidden',
  'not-found': 'Not found',
  conflict: 'Conflict',
  unprocessable: 'Unprocessable request',
  'too-many-requests': 'Too many requests',
  unavailable: 'Service unavailable',
  'server-error': 'Internal server error',
};

const KIND_OF_STATUS: Record<number, ProblemKind> = {
  400: 'invalid-input',
  401: 'invalid-token',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'too-many-requests',
  503: 'unavailable',
};

const problemType = (kind: ProblemKind) => `urn:copydesk:problem:${kind}`;

function kindOfStatus(status: number): ProblemKind {
  return KIND_OF_STATUS[status] ?? (status >= 500 ? 'server-error' : 'invalid-input');
}

/** The problem document for an error answer the app made (`{message, ...}`). */
export function toProblem(status: number, body: unknown, kind = kindOfStatus(status)) {
  const {
    message,
    statusCode: _status,
    error: _error,
    ...rest
  } = typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)
    : { message: undefined };
  return {
    type: problemType(kind),
    title: TITLES[kind],
    status,
    detail: typeof message === 'string' ? message : TITLES[kind],
    ...rest,
  };
}
