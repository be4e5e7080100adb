import { describe, expect, it } from 'vitest';
import { companyPolicy } from '../../../src/server/policies/companies.js';
import { check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const ADMIN = [403, 'Admin access required'] as const;
const OPERATOR = [403, 'Only platform administrators can manage companies'] as const;

describe('companyPolicy.list and create', () => {
  it.each<[ActorName, Expected]>([
    ['acmeUser', [...ADMIN]],
    ['platformUser', [...ADMIN]],
    ['acmeAdmin', [...OPERATOR]],
    ['acmePlatformAdmin', [...OPERATOR]],
    ['platformStaff', 'allow'],
    ['platformAdmin', 'allow'],
  ])('%s → %j', (actor, expected) => {
    expect(check(companyPolicy.list, actor, undefined)).toEqual(verdictOf(expected));
    expect(check(companyPolicy.create, actor, undefined)).toEqual(verdictOf(expected));
  });
});

describe('companyPolicy.delete', () => {
  it.each<[ActorName, keyof typeof companies, Expected]>([
    ['acmeUser', 'globex', [...ADMIN]],
    ['acmeAdmin', 'acme', [...OPERATOR]],
    ['acmeAdmin', 'missing', [...OPERATOR]],
    ['platformStaff', 'globex', 'allow'],
    ['platformAdmin', 'acme', 'allow'],
    ['platformAdmin', 'missing', [404, 'Company not found']],
    ['platformAdmin', 'platform', [403, 'The platform company cannot be deleted']],
  ])('%s deleting %s → %j', (actor, company, expected) => {
    expect(check(companyPolicy.delete, actor, companies[company])).toEqual(verdictOf(expected));
  });
});
