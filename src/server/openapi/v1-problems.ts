import { PROBLEM_CONTENT_TYPE, toProblem, type ProblemKind } from '../routes/public-api/problem.js';

/**
 * The error answers of `/api/v1/openapi.json`: every one is `application/problem+json` (the
 * public API's `onSend` hook, routes/public-api/public-api.ts), described once as a component
 * and named by each operation that can answer it.
 */

const MEDIA_TYPE = PROBLEM_CONTENT_TYPE.split(';')[0];

const problemSchema = {
  type: 'object',
  description: 'An error (RFC 9457). `type` is stable for each kind of error.',
  properties: {
    type: { type: 'string', format: 'uri', description: '`urn:copydesk:problem:<kind>`' },
    title: { type: 'string', description: 'The kind of error, in words' },
    status: { type: 'integer', description: "The answer's status" },
    detail: { type: 'string', description: 'What went wrong, as the app says it' },
    errors: {
      type: 'array',
      description: 'Invalid input: each field that is wrong (`path` in dots) and why',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
    item: {
      type: 'object',
      description: 'A version conflict: the history item as it is now',
    },
  },
  required: ['type', 'title', 'status', 'detail'],
};

const seconds = (description: string) => ({ description, schema: { type: 'integer' } });

const headers = {
  'RateLimit-Limit': seconds('Requests this token may make a minute'),
  'RateLimit-Remaining': seconds('Requests left in this minute'),
  'RateLimit-Reset': seconds('Seconds until the count starts again'),
  'Retry-After': seconds('Seconds to wait before trying again'),
  'WWW-Authenticate': { description: '`Bearer`', schema: { type: 'string' } },
};

/** An error answer as the public API sends it. */
const problem = (kind: ProblemKind, status: number, message: string, extra: object = {}) =>
  toProblem(status, { message, ...extra }, kind);

/** Each error answer: its component name, status, meaning, an example and its headers. */
const PROBLEMS = {
  InvalidInput: {
    status: 400,
    description: 'Invalid input (`invalid-input`): `errors` names each field',
    example: problem('invalid-input', 400, 'wait must be a number of seconds from 0 to 60', {
      errors: [{ path: 'wait', message: 'wait must be a number of seconds from 0 to 60' }],
    }),
  },
  InvalidToken: {
    status: 401,
    description: 'The token is missing, unknown, expired or revoked (`invalid-token`)',
    example: problem('invalid-token', 401, 'The API token is missing, unknown, expired or revoked'),
    headers: ['WWW-Authenticate'],
  },
  Forbidden: {
    status: 403,
    description:
      "The token lacks the operation's scope (`insufficient-scope`), the company turned the " +
      "API off (`api-access-off`), or the user's role does not allow it (`forbidden`)",
    example: problem('insufficient-scope', 403, 'This token does not have the "generate" scope'),
  },
  NotFound: {
    status: 404,
    description: 'Nothing by that id that the token’s user may see (`not-found`)',
    example: problem('not-found', 404, 'History item not found'),
  },
  Conflict: {
    status: 409,
    description:
      'Not possible as things are now (`conflict`): a history item changed since the version ' +
      'named (`item` is the item now), or the assistant is not set up for the company yet',
    example: problem(
      'conflict',
      409,
      'This item was changed in another tab or by someone else. It is shown as it is now.',
      { item: { id: 42, version: 4 } },
    ),
  },
  Unprocessable: {
    status: 422,
    description: 'The `Idempotency-Key` was used before for another request (`unprocessable`)',
    example: problem('unprocessable', 422, 'This Idempotency-Key was used for a different request'),
  },
  TooManyRequests: {
    status: 429,
    description: 'Over the limit of the token or of the address (`too-many-requests`)',
    example: problem(
      'too-many-requests',
      429,
      'Too many requests with this token. Please wait 42 seconds and try again.',
    ),
    headers: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
  },
  Unavailable: {
    status: 503,
    description: 'Copydesk cannot serve the request now (`unavailable`): try again later',
    example: problem(
      'unavailable',
      503,
      'The database cannot be reached at the moment. Please try again in a few seconds.',
    ),
    headers: ['Retry-After'],
  },
} satisfies Record<
  string,
  { status: number; description: string; example: object; headers?: (keyof typeof headers)[] }
>;
type ProblemName = keyof typeof PROBLEMS;

export const PROBLEM_COMPONENTS = {
  schemas: { Problem: problemSchema },
  headers,
  responses: Object.fromEntries(
    Object.entries(PROBLEMS).map(([name, p]) => [
      name,
      {
        description: p.description,
        ...('headers' in p
          ? {
              headers: Object.fromEntries(
                p.headers.map((h) => [h, { $ref: `#/components/headers/${h}` }]),
              ),
            }
          : {}),
        content: {
          [MEDIA_TYPE]: {
            schema: { $ref: '#/components/schemas/Problem' },
            example: p.example,
          },
        },
      },
    ]),
  ),
};

/**
 * The errors an operation can answer: every one those of the token, its limit and an outage;
 * one with input, invalid input; one with an id in its path, not found; one whose route
 * declares a 409, a conflict; one with an `Idempotency-Key`, its reuse.
 */
export function problemResponsesOf(operation: {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}): Record<string, { $ref: string }> {
  const parameters = operation.parameters ?? [];
  const names: ProblemName[] = [
    ...(parameters.length > 0 || operation.requestBody ? ['InvalidInput' as const] : []),
    'InvalidToken',
    'Forbidden',
    ...(parameters.some((p) => p.in === 'path') ? ['NotFound' as const] : []),
    ...('409' in operation.responses ? ['Conflict' as const] : []),
    ...(parameters.some((p) => p.name === 'idempotency-key') ? ['Unprocessable' as const] : []),
    'TooManyRequests',
    'Unavailable',
  ];
  return Object.fromEntries(
    names.map((name) => [
      String(PROBLEMS[name].status),
      { $ref: `#/components/responses/${name}` },
    ]),
  );
}
