import { describe, expect, it } from 'vitest';
import { auditLogPolicy } from '../../../src/server/policies/audit-log.js';
import { check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const ADMIN = [403, 'Admin access required'] as const;
const NOT_FOUND = [404, 'Company not found'] as const;

describe('auditLogPolicy.read (the tenant company)', () => {
  it.each<[ActorName, keyof typeof companies, Expected]>([
    ['acmeUser', 'acme', [...ADMIN]],
    ['acmeUser', 'missing', [...ADMIN]],
    ['acmeAdmin', 'acme', 'allow'],
    ['acmeAdmin', 'globex', [...NOT_FOUND]],
    ['acmeAdmin', 'missing', [...NOT_FOUND]],
    ['acmePlatformAdmin', 'acme', 'allow'],
    ['acmePlatformAdmin', 'globex', [...NOT_FOUND]],
    ['platformUser', 'platform', [...ADMIN]],
    ['platformStaff', 'platform', 'allow'],
    ['platformStaff', 'globex', 'allow'],
    ['platformAdmin', 'acme', 'allow'],
    ['platformAdmin', 'missing', [...NOT_FOUND]],
  ])('%s on %s → %j', (actor, company, expected) => {
    expect(check(auditLogPolicy.read, actor, companies[company])).toEqual(verdictOf(expected));
  });
});

describe('auditLogPolicy.readEveryCompany', () => {
  it.each<[ActorName, Expected]>([
    ['acmeUser', [...ADMIN]],
    ['acmeAdmin', [...ADMIN]],
    ['acmePlatformAdmin', [...ADMIN]],
    ['platformUser', [...ADMIN]],
    ['platformStaff', 'allow'],
    ['platformAdmin', 'allow'],
  ])('%s → %j', (actor, expected) => {
    expect(check(auditLogPolicy.readEveryCompany, actor, undefined)).toEqual(verdictOf(expected));
  });
});
