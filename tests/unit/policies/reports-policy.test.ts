import { describe, expect, it } from 'vitest';
import { reportPolicy } from '../../../src/server/policies/reports.js';
import { check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const ADMIN = [403, 'Admin access required'] as const;
const DASHBOARD = [
  403,
  'The operator dashboard is for platform admins on the platform tenant',
] as const;
type Company = Exclude<keyof typeof companies, 'missing'>;

describe('reportPolicy.viewUsage (the tenant company)', () => {
  it.each<[ActorName, Company, Expected]>([
    ['acmeUser', 'acme', [...ADMIN]],
    ['acmeAdmin', 'acme', 'allow'],
    ['acmeAdmin', 'globex', [...ADMIN]],
    ['acmePlatformAdmin', 'acme', 'allow'],
    ['acmePlatformAdmin', 'globex', [...ADMIN]],
    ['platformUser', 'platform', [...ADMIN]],
    ['platformStaff', 'acme', 'allow'],
    ['platformAdmin', 'globex', 'allow'],
  ])('%s on %s → %j', (actor, company, expected) => {
    expect(check(reportPolicy.viewUsage, actor, companies[company])).toEqual(verdictOf(expected));
  });
});

describe('reportPolicy.viewPlatformDashboard (the tenant company)', () => {
  it.each<[ActorName, Company, Expected]>([
    ['acmeAdmin', 'acme', [...DASHBOARD]],
    ['acmePlatformAdmin', 'acme', [...DASHBOARD]],
    ['acmePlatformAdmin', 'platform', [...DASHBOARD]],
    ['platformUser', 'platform', [...DASHBOARD]],
    ['platformStaff', 'platform', [...DASHBOARD]],
    ['platformAdmin', 'acme', [...DASHBOARD]],
    ['platformAdmin', 'platform', 'allow'],
  ])('%s on %s → %j', (actor, company, expected) => {
    expect(check(reportPolicy.viewPlatformDashboard, actor, companies[company])).toEqual(
      verdictOf(expected),
    );
  });
});
