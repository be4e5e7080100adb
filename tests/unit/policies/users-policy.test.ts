import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/core/roles.js';
import { userPolicy, type UserSubject } from '../../../src/server/policies/users.js';
import { actors, check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const ADMIN = [403, 'Admin access required'] as const;
const NOT_FOUND = [404, 'User not found'] as const;
const OWN_ONLY = [403, 'You can only create users in your own company'] as const;
const PA_ONLY = [403, 'Only platform admins can manage platform admin accounts'] as const;

const targets = {
  acmeMember: { id: 110, role: 'user', companyId: 10 },
  acmeAdmin: actors.acmeAdmin,
  globexMember: { id: 210, role: 'user', companyId: 20 },
  platformAdmin: actors.platformAdmin,
  otherPlatformAdmin: { id: 5, role: 'platform_admin', companyId: 1 },
  missing: null,
} satisfies Record<string, UserSubject | null>;

describe('userPolicy.list and seeAllCompanies', () => {
  it.each<[ActorName, Expected, boolean]>([
    ['acmeUser', [...ADMIN], false],
    ['platformUser', [...ADMIN], false],
    ['acmeAdmin', 'allow', false],
    ['acmePlatformAdmin', 'allow', false],
    ['platformStaff', 'allow', true],
    ['platformAdmin', 'allow', true],
  ])('%s: list %j, every company %s', (actor, list, all) => {
    expect(check(userPolicy.list, actor, undefined)).toEqual(verdictOf(list));
    expect(check(userPolicy.seeAllCompanies, actor, undefined) === true).toBe(all);
  });
});

describe('userPolicy.delete and resetPassword', () => {
  it.each<[ActorName, keyof typeof targets, Expected]>([
    ['acmeUser', 'acmeMember', [...ADMIN]],
    ['acmeUser', 'missing', [...ADMIN]],
    ['acmeAdmin', 'acmeMember', 'allow'],
    ['acmeAdmin', 'globexMember', [...NOT_FOUND]],
    ['acmeAdmin', 'missing', [...NOT_FOUND]],
    ['acmeAdmin', 'platformAdmin', [...NOT_FOUND]],
    ['globexAdmin', 'acmeMember', [...NOT_FOUND]],
    ['acmePlatformAdmin', 'acmeAdmin', 'allow'],
    ['platformStaff', 'globexMember', 'allow'],
    ['platformStaff', 'otherPlatformAdmin', [...PA_ONLY]],
    ['platformAdmin', 'otherPlatformAdmin', 'allow'],
    ['platformAdmin', 'acmeMember', 'allow'],
  ])('%s on %s → %j', (actor, target, expected) => {
    expect(check(userPolicy.delete, actor, targets[target])).toEqual(verdictOf(expected));
    expect(check(userPolicy.resetPassword, actor, targets[target])).toEqual(verdictOf(expected));
  });

  it('refuses your own row with the message of the action', () => {
    expect(check(userPolicy.delete, 'acmeAdmin', targets.acmeAdmin)).toEqual({
      status: 403,
      message: 'You cannot delete your own account',
    });
    expect(check(userPolicy.resetPassword, 'platformAdmin', targets.platformAdmin)).toEqual({
      status: 403,
      message: 'You cannot reset your own password here. Use Change Password instead.',
    });
  });
});

describe('userPolicy.create(role)', () => {
  it.each<[ActorName, Role, keyof typeof companies, Expected]>([
    ['acmeUser', 'user', 'acme', [...ADMIN]],
    ['acmeAdmin', 'user', 'acme', 'allow'],
    ['acmeAdmin', 'admin', 'acme', 'allow'],
    ['acmeAdmin', 'user', 'globex', [...OWN_ONLY]],
    ['acmeAdmin', 'user', 'missing', [...OWN_ONLY]],
    [
      'acmeAdmin',
      'platform_admin',
      'acme',
      [403, 'Only platform admins can create platform admins'],
    ],
    ['platformStaff', 'user', 'acme', [...OWN_ONLY]],
    ['platformStaff', 'user', 'platform', 'allow'],
    [
      'platformStaff',
      'platform_admin',
      'platform',
      [403, 'Only platform admins can create platform admins'],
    ],
    ['acmePlatformAdmin', 'user', 'globex', [...OWN_ONLY]],
    ['platformAdmin', 'user', 'globex', 'allow'],
    ['platformAdmin', 'platform_admin', 'platform', 'allow'],
    ['platformAdmin', 'user', 'missing', [404, 'Company not found']],
  ])('%s creating a %s in %s → %j', (actor, role, company, expected) => {
    expect(check(userPolicy.create(role), actor, companies[company])).toEqual(verdictOf(expected));
  });
});

describe('userPolicy.signIn (the tenant company)', () => {
  it.each<[ActorName, keyof typeof companies, boolean]>([
    ['acmeUser', 'acme', true],
    ['acmeUser', 'globex', false],
    ['acmeAdmin', 'globex', false],
    ['platformStaff', 'acme', false],
    ['platformStaff', 'platform', true],
    ['acmePlatformAdmin', 'globex', true],
    ['platformAdmin', 'acme', true],
  ])('%s on %s → %s', (actor, company, allowed) => {
    const tenant = companies[company];
    if (!tenant) throw new Error('no tenant');
    expect(check(userPolicy.signIn, actor, tenant) === true).toBe(allowed);
  });
});
