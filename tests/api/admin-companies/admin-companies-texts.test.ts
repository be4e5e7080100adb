import { describe, expect, it } from 'vitest';
import {
  companySaveErrorText,
  newCompanyIdSchema,
  suggestCompanyId,
} from '../../../src/core/api/admin-companies.js';

describe('the company id suggested from the name (docs/product.md#companies)', () => {
  it.each([
    ['Acme Corp', 'acme-corp'],
    ["Bob's Plumbing & Heating, Inc.", 'bobs-plumbing-heating-inc'],
    ['  Spaced   Out  ', 'spaced-out'],
    ['Über Café 24', 'ber-caf-24'],
    ['- Dash First', 'dash-first'],
    ['', ''],
  ])('%j → %j', (name, id) => {
    expect(suggestCompanyId(name)).toBe(id);
  });

  it('always passes the id rules when it is not empty', () => {
    for (const name of ['Acme Corp', 'X '.repeat(50), 'a -- b', '42 Things', '!!Bang']) {
      const id = suggestCompanyId(name);
      expect(newCompanyIdSchema.safeParse(id).success, `${name} → ${id}`).toBe(true);
    }
  });
});

describe('how a failed company save is shown (docs/product.md#company-settings)', () => {
  it('shows "already in use" and "already exists" messages as they are', () => {
    expect(companySaveErrorText('Company ID "x" is already in use. Pick another.', 'x', 'F')).toBe(
      'Company ID "x" is already in use. Pick another.',
    );
    expect(companySaveErrorText('That company already exists', 'x', 'F')).toBe(
      'That company already exists',
    );
  });

  it('turns a duplicate key error into the spec sentence', () => {
    expect(
      companySaveErrorText('duplicate key value violates unique constraint', 'acme', 'F'),
    ).toBe('Company ID "acme" is already in use. Please choose a different ID.');
  });

  it('uses the fallback without a server message, else the server message', () => {
    expect(companySaveErrorText(null, 'acme', 'Failed to create company')).toBe(
      'Failed to create company',
    );
    expect(companySaveErrorText('Something else', 'acme', 'Failed to create company')).toBe(
      'Something else',
    );
  });
});
