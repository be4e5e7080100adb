import { describe, expect, it } from 'vitest';
import { modelConnectionPolicy } from '../../../src/server/policies/model-connections.js';
import { actors, check, companies, verdictOf, type ActorName, type Expected } from './actors.js';

const NOT_FOUND = [404, 'Company not found'] as const;
type Company = keyof typeof companies;

const messages = {
  read: 'Admin access required',
  save: 'Only administrators can change the model connection',
  test: 'Only administrators can test the model connection',
  readRunsOn: 'Admin access required',
  saveRunsOn: 'Only administrators can choose which way assistants run',
} as const;

describe('modelConnectionPolicy: every action on a company', () => {
  const rows: [ActorName, Company, Expected | 'forbidden'][] = [
    ['acmeUser', 'acme', 'forbidden'],
    ['acmeUser', 'globex', 'forbidden'],
    ['platformUser', 'platform', 'forbidden'],
    ['acmeAdmin', 'acme', 'allow'],
    ['acmeAdmin', 'globex', [...NOT_FOUND]],
    ['acmeAdmin', 'platform', [...NOT_FOUND]],
    ['acmeAdmin', 'missing', [...NOT_FOUND]],
    ['globexAdmin', 'acme', [...NOT_FOUND]],
    ['acmePlatformAdmin', 'globex', [...NOT_FOUND]],
    ['platformStaff', 'globex', 'allow'],
    ['platformStaff', 'platform', 'allow'],
    ['platformAdmin', 'acme', 'allow'],
    ['platformAdmin', 'missing', [...NOT_FOUND]],
  ];
  for (const action of Object.keys(messages) as (keyof typeof messages)[]) {
    it.each(rows)(`%s: ${action} on %s → %j`, (actor, company, expected) => {
      const wanted = expected === 'forbidden' ? ([403, messages[action]] as const) : expected;
      expect(check(modelConnectionPolicy[action], actor, companies[company])).toEqual(
        verdictOf(typeof wanted === 'string' ? wanted : [...wanted]),
      );
    });
  }
});

describe("modelConnectionPolicy: the platform's connection", () => {
  const refused = verdictOf([
    403,
    "Only the operator's staff can manage the platform's model connection",
  ]);
  it.each(Object.keys(actors) as ActorName[])('%s', (actor) => {
    const staff = actor === 'platformStaff' || actor === 'platformAdmin';
    expect(check(modelConnectionPolicy.managePlatform, actor, undefined)).toEqual(
      staff ? true : refused,
    );
    expect(check(modelConnectionPolicy.seePlatformKey, actor, undefined)).toEqual(
      staff ? true : refused,
    );
  });
});
