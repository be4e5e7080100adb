import { describe, expect, it } from 'vitest';
import { companyFromHost, hostName, resolveTenant } from '../../src/server/tenancy/resolve.js';

const opts = { baseDomain: 'localhost', defaultCompany: 'platform-admin' };
const prod = { baseDomain: 'copydesk.example', defaultCompany: 'platform-admin' };

describe('hostName', () => {
  it('strips ports and trailing dots and lowercases', () => {
    expect(hostName('Demo.LocalHost:5000')).toBe('demo.localhost');
    expect(hostName('acme.copydesk.example.')).toBe('acme.copydesk.example');
    expect(hostName('[::1]:5000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});

describe('companyFromHost', () => {
  it.each([
    ['demo.localhost:5000', opts, 'demo'],
    ['localhost:5000', opts, 'platform-admin'],
    ['www.localhost', opts, 'platform-admin'],
    ['acme.copydesk.example', prod, 'acme'],
    ['copydesk.example', prod, 'platform-admin'],
    ['www.copydesk.example', prod, 'platform-admin'],
    ['127.0.0.1:5000', prod, 'platform-admin'],
    ['localhost', prod, 'platform-admin'],
  ])('%s resolves to %s', (host, o, expected) => {
    expect(companyFromHost(host, o)).toEqual({ ok: true, companyId: expected, fromQuery: false });
  });

  it.each(['a.b.copydesk.example', 'under_score.copydesk.example', '-x.copydesk.example'])(
    '%s cannot be resolved',
    (host) => {
      const result = companyFromHost(host, prod);
      expect(result.ok).toBe(false);
    },
  );
});

describe('resolveTenant', () => {
  it('lets the company query parameter override the host', () => {
    expect(resolveTenant('demo.localhost', 'acme', opts)).toEqual({
      ok: true,
      companyId: 'acme',
      fromQuery: true,
    });
  });

  it('ignores an empty parameter and refuses an invalid one', () => {
    expect(resolveTenant('demo.localhost', '', opts)).toMatchObject({ companyId: 'demo' });
    expect(resolveTenant('demo.localhost', 'Not Valid!', opts)).toEqual({
      ok: false,
      message: '"Not Valid!" is not a valid company id',
    });
    expect(resolveTenant('demo.localhost', ['a', 'b'], opts)).toMatchObject({ companyId: 'demo' });
  });
});
