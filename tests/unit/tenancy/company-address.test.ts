import { describe, expect, it } from 'vitest';
import {
  companyAddress,
  isCompanyHost,
  mailAddress,
  platformOrigin,
} from '../../../src/server/tenancy/company-address.js';

const local = {
  PUBLIC_URL: undefined,
  BASE_DOMAIN: 'localhost',
  PORT: 5000,
  SECURE_COOKIES: false,
};

describe('companyAddress', () => {
  it('is the company subdomain of BASE_DOMAIN, from PUBLIC_URL when set', () => {
    const config = {
      ...local,
      PUBLIC_URL: 'https://app.copydesk.example',
      BASE_DOMAIN: 'copydesk.example',
    };
    expect(companyAddress(config, 'acme')('/invite/abc')).toBe(
      'https://acme.copydesk.example/invite/abc',
    );
  });

  it('else BASE_DOMAIN with the port and scheme the server is configured for', () => {
    expect(companyAddress(local, 'acme')('/x')).toBe('http://acme.localhost:5000/x');
    expect(companyAddress({ ...local, PORT: 80 }, 'acme')('/x')).toBe('http://acme.localhost/x');
    const behindTls = { ...local, BASE_DOMAIN: 'copydesk.example', SECURE_COOKIES: true };
    expect(companyAddress(behindTls, 'acme')('/x')).toBe('https://acme.copydesk.example/x');
  });

  it('names the company in the query when PUBLIC_URL is outside BASE_DOMAIN', () => {
    const config = {
      ...local,
      PUBLIC_URL: 'http://10.0.0.5:4000',
      BASE_DOMAIN: 'copydesk.example',
    };
    expect(companyAddress(config, 'acme')('/reset-password/t')).toBe(
      'http://10.0.0.5:4000/reset-password/t?company=acme',
    );
  });
});

describe('platformOrigin', () => {
  it('is PUBLIC_URL without a trailing slash, else the configured address', () => {
    expect(platformOrigin({ ...local, PUBLIC_URL: 'https://copydesk.example.com/' })).toBe(
      'https://copydesk.example.com',
    );
    expect(platformOrigin(local)).toBe('http://localhost:5000');
  });
});

describe('the hosts a mail may be asked through', () => {
  const withPublic = { ...local, PUBLIC_URL: 'https://desk.example.org' };
  it.each([
    ['acme.localhost:5000', local, true],
    ['ACME.localhost', local, true],
    ['localhost:5000', local, true],
    ['www.localhost', local, true],
    ['desk.example.org', withPublic, true],
    ['other.localhost:5000', local, false],
    ['attacker.example:5703', local, false],
    ['acme.localhost.attacker.example', local, false],
    ['127.0.0.1:5000', local, false],
    [undefined, local, false],
  ])('%s', (host, config, own) => {
    expect(isCompanyHost(config, host, 'acme')).toBe(own);
  });

  it('refuses a mail asked for through a foreign host, whatever the link would be', () => {
    const request = (host: string) => ({ headers: { host }, tenant: { slug: 'acme' } });
    expect(() => mailAddress(local, request('attacker.example:5703'))).toThrow(
      "Email links are sent only from the company's own address",
    );
    expect(mailAddress(local, request('acme.localhost:5000'))('/r')).toBe(
      'http://acme.localhost:5000/r',
    );
    expect(mailAddress(local, request('localhost'), 'other')('/r')).toBe(
      'http://other.localhost:5000/r',
    );
  });
});
