import type { Actor, CompanySubject } from '../../../src/server/policies/actor.js';
import type { Rule, Verdict } from '../../../src/server/policies/authorize.js';

/** Three companies: two customers and the operator's. */
export const companies = {
  acme: { id: 10, slug: 'acme' },
  globex: { id: 20, slug: 'globex' },
  platform: { id: 1, slug: 'platform-admin' },
  missing: undefined,
} satisfies Record<string, CompanySubject | undefined>;

/** Every kind of caller: members and admins of a customer, and the operator's staff. */
export const actors = {
  acmeUser: { id: 101, role: 'user', companyId: 10, companySlug: 'acme' },
  acmeAdmin: { id: 102, role: 'admin', companyId: 10, companySlug: 'acme' },
  globexAdmin: { id: 201, role: 'admin', companyId: 20, companySlug: 'globex' },
  /** A platform admin account that (wrongly) lives in a customer company. */
  acmePlatformAdmin: { id: 103, role: 'platform_admin', companyId: 10, companySlug: 'acme' },
  platformUser: { id: 2, role: 'user', companyId: 1, companySlug: 'platform-admin' },
  platformStaff: { id: 3, role: 'admin', companyId: 1, companySlug: 'platform-admin' },
  platformAdmin: { id: 4, role: 'platform_admin', companyId: 1, companySlug: 'platform-admin' },
} satisfies Record<string, Actor>;

export type ActorName = keyof typeof actors;

/** What a table row expects: allowed, or the status and message of the refusal. */
export type Expected = 'allow' | [status: 400 | 403 | 404, message: string];

export const verdictOf = (expected: Expected): Verdict =>
  expected === 'allow' ? true : { status: expected[0], message: expected[1] };

export function check<S>(rule: Rule<S>, actor: ActorName, subject: S): Verdict {
  return rule(actors[actor], subject);
}
