import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../src/core/api/company-settings.js';
import { companySettingsPolicy } from '../../../src/server/policies/company-settings.js';
import { check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const ADMIN = [403, 'Admin access required'] as const;
const NOT_FOUND = [404, 'Company not found'] as const;
const PLAN = [403, 'Only platform operators can change the plan'] as const;

describe('companySettingsPolicy: read, save, assistant access', () => {
  it.each<[ActorName, keyof typeof companies, Expected]>([
    ['acmeUser', 'acme', [...ADMIN]],
    ['acmeUser', 'missing', [...ADMIN]],
    ['acmeAdmin', 'acme', 'allow'],
    ['acmeAdmin', 'globex', [...NOT_FOUND]],
    ['acmeAdmin', 'missing', [...NOT_FOUND]],
    ['acmePlatformAdmin', 'globex', [...NOT_FOUND]],
    ['platformUser', 'platform', [...ADMIN]],
    ['platformStaff', 'globex', 'allow'],
    ['platformAdmin', 'acme', 'allow'],
    ['platformAdmin', 'missing', [...NOT_FOUND]],
  ])('%s on %s → %j', (actor, company, expected) => {
    for (const rule of [
      companySettingsPolicy.read,
      companySettingsPolicy.save,
      companySettingsPolicy.readAssistantAccess,
      companySettingsPolicy.saveAssistantAccess,
    ]) {
      expect(check(rule, actor, companies[company])).toEqual(verdictOf(expected));
    }
  });
});

describe('companySettingsPolicy: the plan', () => {
  const stored = { planName: 'Pro', planMonthlyPrice: 49.99, planGenerationLimit: 500 };
  const same: Plan = { planName: ' Pro ', planMonthlyPrice: 49.991, planGenerationLimit: 500 };
  const dearer: Plan = { ...same, planMonthlyPrice: 99 };

  it.each<[ActorName, Plan | undefined, Expected]>([
    ['acmeAdmin', undefined, 'allow'],
    ['acmeAdmin', same, 'allow'],
    ['acmeAdmin', dearer, [...PLAN]],
    ['acmeAdmin', { ...same, planGenerationLimit: null }, [...PLAN]],
    ['acmePlatformAdmin', dearer, [...PLAN]],
    ['platformStaff', dearer, 'allow'],
    ['platformAdmin', dearer, 'allow'],
  ])('%s saving plan %j → %j', (actor, plan, expected) => {
    const verdict = check(companySettingsPolicy.savePlan, actor, { company: stored, plan });
    expect(verdict).toEqual(verdictOf(expected));
  });

  it.each<[ActorName, boolean]>([
    ['acmeAdmin', false],
    ['acmePlatformAdmin', false],
    ['platformStaff', true],
    ['platformAdmin', true],
  ])('%s may edit the plan: %s', (actor, editable) => {
    expect(check(companySettingsPolicy.editPlan, actor, undefined) === true).toBe(editable);
  });
});
