import { describe, expect, it } from 'vitest';
import { companyAddress } from '../../../src/server/tenancy/company-address.js';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

describe('companyAddress', () => {
  it('is the company subdomain of BASE_DOMAIN, from PUBLIC_URL when set', () => {
    const config = { PUBLIC_URL: 'https://app.copydesk.example', BASE_DOMAIN: 'copydesk.example' };
    expect(companyAddress(config, request('10.0.0.5:3000'), 'acme')('/invite/abc')).toBe(
      'https://acme.copydesk.example/invite/abc',
    );
  });

  it('else from the address the request came to, with its port', () => {
    const config = { PUBLIC_URL: undefined, BASE_DOMAIN: 'localhost' };
    expect(companyAddress(config, request('platform-admin.localhost:5000'), 'acme')('/x')).toBe(
      'http://acme.localhost:5000/x',
    );
    expect(companyAddress(config, request('localhost:5000'), 'acme')('/x')).toBe(
      'http://acme.localhost:5000/x',
    );
  });

  it('names the company in the query on an IP address or a foreign host', () => {
    const config = { PUBLIC_URL: undefined, BASE_DOMAIN: 'copydesk.example' };
    expect(companyAddress(config, request('127.0.0.1:4000'), 'acme')('/reset-password/t')).toBe(
      'http://127.0.0.1:4000/reset-password/t?company=acme',
    );
  });
});
