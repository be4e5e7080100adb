import { HttpError } from '../http/http-errors.js';
import type { Actor } from './actor.js';

/**
 * A refusal with the answer the caller gets: 403 when the caller may know the record exists,
 * 404 when it must read as missing (another company's record), 400 for a record no one may
 * act on that way.
 */
export interface Denial {
  status: 400 | 403 | 404;
  message: string;
}

/** A record as a route loaded it: null or undefined when there is no such record. */
export type Loaded<T> = T | null | undefined;

/** `true` or the refusal. */
export type Verdict = true | Denial;

/** One action of a policy: the actor and the loaded subject (undefined: no such record). */
export type Rule<Subject> = (actor: Actor, subject: Subject) => Verdict;

export const deny = (status: Denial['status'], message: string): Denial => ({ status, message });

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';
export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * The one authorisation call, made in the route after loading the subject: throws the rule's
 * refusal; afterwards the subject is known to exist.
 */
export function authorize(actor: Actor, rule: Rule<void>): void;
export function authorize<Subject>(
  actor: Actor,
  rule: Rule<Subject>,
  subject: Subject,
): asserts subject is NonNullable<Subject>;
export function authorize<Subject>(actor: Actor, rule: Rule<Subject>, subject?: Subject): void {
  const verdict = rule(actor, subject as Subject);
  if (verdict !== true) throw new HttpError(verdict.status, verdict.message);
}

/** Whether the rule allows it (for what an answer shows, or which rows a query covers). */
export function allows(actor: Actor, rule: Rule<void>): boolean;
export function allows<Subject>(actor: Actor, rule: Rule<Subject>, subject: Subject): boolean;
export function allows<Subject>(actor: Actor, rule: Rule<Subject>, subject?: Subject): boolean {
  return rule(actor, subject as Subject) === true;
}
