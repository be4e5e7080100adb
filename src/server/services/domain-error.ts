/**
 * What a service refuses, in the product's words: the kind of refusal and the message the user
 * reads. Services throw it and know nothing of HTTP; the error handler (`error-handler.ts`) gives
 * each kind its status, in one table (decision 055).
 */
export type DomainErrorKind =
  /** The input breaks a rule (a password that does not match, a cursor the server never made). */
  | 'invalid'
  /** Who the caller is could not be established (a wrong login or password). */
  | 'unauthenticated'
  /** The caller may not do this here (an assistant the company has not enabled). */
  | 'forbidden'
  | 'not-found'
  /** The state does not allow it (a name taken, the last admin, an item changed meanwhile). */
  | 'conflict'
  /** The request contradicts an earlier one it names (an idempotency key sent with another body). */
  | 'mismatch'
  /** Too many attempts or uses (sign-in limits, reset requests, the plan's generations). */
  | 'too-many'
  /** A service Copydesk relies on failed (the mail server). */
  | 'upstream-failed'
  /** Copydesk cannot do it now; the caller may try again soon. */
  | 'unavailable';

/** One field at fault and what is wrong with it (`path` as invalid input names it: `a.b`). */
export interface FieldProblem {
  path: string;
  message: string;
}

export interface DomainErrorOptions {
  /** The fields at fault, each with its message (answered as `errors`, as invalid input is). */
  fields?: readonly FieldProblem[];
  /**
   * More fields of the answer, after `message` (and `errors`). A route that answers with a
   * record here presents it first (history's 409 carries the item as it is now).
   */
  extra?: Record<string, unknown>;
  /** How long the caller should wait before trying again, in seconds. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly fields: readonly FieldProblem[] | undefined;
  readonly extra: Record<string, unknown>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    opts: DomainErrorOptions = {},
  ) {
    super(message);
    this.fields = opts.fields;
    this.extra = opts.extra ?? {};
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

/** Invalid input; with `field`, the answer names it in `errors`. */
export const invalid = (message: string, field?: string) =>
  new DomainError(
    'invalid',
    message,
    field === undefined ? {} : { fields: [{ path: field, message }] },
  );

/** Invalid input in several fields: the first one's message leads. */
export const invalidFields = (fields: readonly FieldProblem[]) =>
  new DomainError('invalid', fields[0]?.message ?? 'Invalid input', { fields });

export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new DomainError('conflict', message, { extra });
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new DomainError('too-many', message, { retryAfterSeconds });
