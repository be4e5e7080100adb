import { describe, expect, it } from 'vitest';
import { assistantPolicy } from '../../../src/server/policies/assistants.js';
import { check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const NOT_ALL = [403, 'Only platform admins in the platform tenant see every assistant'] as const;
type Company = Exclude<keyof typeof companies, 'missing'>;

describe('assistantPolicy.listAll (the tenant company)', () => {
  it.each<[ActorName, Company, Expected]>([
    ['acmeUser', 'acme', [...NOT_ALL]],
    ['acmeAdmin', 'acme', [...NOT_ALL]],
    ['globexAdmin', 'globex', [...NOT_ALL]],
    ['acmePlatformAdmin', 'acme', [...NOT_ALL]],
    // The rule looks at the role and the tenant only: such an account is never signed in on the
    // platform tenant (a session counts on its own company, unless it is operator staff).
    ['acmePlatformAdmin', 'platform', 'allow'],
    ['platformUser', 'platform', [...NOT_ALL]],
    ['platformStaff', 'platform', [...NOT_ALL]],
    ['platformStaff', 'acme', [...NOT_ALL]],
    ['platformAdmin', 'acme', [...NOT_ALL]],
    ['platformAdmin', 'globex', [...NOT_ALL]],
    ['platformAdmin', 'platform', 'allow'],
  ])('%s on %s → %j', (actor, company, expected) => {
    expect(check(assistantPolicy.listAll, actor, companies[company])).toEqual(verdictOf(expected));
  });
});
