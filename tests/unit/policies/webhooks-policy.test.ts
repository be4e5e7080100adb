import { describe, expect, it } from 'vitest';
import { webhookPolicy } from '../../../src/server/policies/webhooks.js';
import { check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const NOT_FOUND = [404, 'Company not found'] as const;
type Company = keyof typeof companies;

const messages = {
  readFull: 'Admin access required',
  save: 'Only administrators can change webhook settings',
  test: 'Only administrators can test webhooks',
  downloadWorkflow: 'Only administrators can download automations',
  copyDefaults: 'Only administrators can change webhook settings',
} as const;

describe('webhookPolicy: every action on a company', () => {
  const rows: [ActorName, Company, Expected | 'forbidden'][] = [
    ['acmeUser', 'acme', 'forbidden'],
    ['platformUser', 'platform', 'forbidden'],
    ['acmeAdmin', 'acme', 'allow'],
    ['acmeAdmin', 'globex', [...NOT_FOUND]],
    ['acmeAdmin', 'missing', [...NOT_FOUND]],
    ['globexAdmin', 'acme', [...NOT_FOUND]],
    ['acmePlatformAdmin', 'globex', [...NOT_FOUND]],
    ['platformStaff', 'globex', 'allow'],
    ['platformAdmin', 'acme', 'allow'],
    ['platformAdmin', 'missing', [...NOT_FOUND]],
  ];
  for (const action of Object.keys(messages) as (keyof typeof messages)[]) {
    it.each(rows)(`%s: ${action} on %s → %j`, (actor, company, expected) => {
      const wanted = expected === 'forbidden' ? ([403, messages[action]] as const) : expected;
      expect(check(webhookPolicy[action], actor, companies[company])).toEqual(
        verdictOf(typeof wanted === 'string' ? wanted : [...wanted]),
      );
    });
  }

  it('platform defaults: read, saved and tested by admins of the platform tenant', () => {
    expect(check(webhookPolicy.save, 'platformAdmin', companies.platform)).toBe(true);
    expect(check(webhookPolicy.test, 'platformStaff', companies.platform)).toBe(true);
  });

  it('copying the platform defaults onto the platform itself is a 400', () => {
    expect(check(webhookPolicy.copyDefaults, 'platformAdmin', companies.platform)).toEqual({
      status: 400,
      message: 'The platform defaults cannot be copied onto themselves',
    });
  });
});
