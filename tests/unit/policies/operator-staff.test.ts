import { describe, expect, it } from 'vitest';
import { isOperatorStaffRole, ROLES } from '../../../src/core/roles.js';
import { isOperatorStaff } from '../../../src/server/policies/actor.js';
import { actors, type ActorName } from './actors.js';

describe('the operator rule (one definition in core, used by the server and the client)', () => {
  it.each<[ActorName, boolean]>([
    ['acmeUser', false],
    ['acmeAdmin', false],
    ['acmePlatformAdmin', false],
    ['platformUser', false],
    ['platformStaff', true],
    ['platformAdmin', true],
  ])('%s → %s', (name, expected) => {
    const actor = actors[name];
    expect(isOperatorStaffRole(actor.role, actor.companySlug)).toBe(expected);
    expect(isOperatorStaff(actor)).toBe(expected);
  });

  it('the server policy and the shared rule agree for every role on every company', () => {
    for (const role of ROLES) {
      for (const companySlug of ['platform-admin', 'acme', 'platform-admin-2']) {
        expect(isOperatorStaff({ role, companySlug })).toBe(isOperatorStaffRole(role, companySlug));
      }
    }
  });
});
