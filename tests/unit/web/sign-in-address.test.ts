// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { companySignInAddress } from '../../../src/web/features/admin-companies/lib/sign-in-address.js';

/** The parts of `window.location` the address is made from, for a page at `href`. */
const page = (href: string) => {
  const url = new URL(href);
  const { protocol, hostname, port, origin, search } = url;
  return { protocol, hostname, port, origin, search };
};

describe("a new company's sign-in address", () => {
  it("is the company's subdomain of the domain the operator is on", () => {
    const at = (href: string) => companySignInAddress('acme', 'platform-admin', page(href));
    expect(at('https://platform-admin.copydesk.example/admin/companies')).toBe(
      'https://acme.copydesk.example/login',
    );
    expect(at('https://copydesk.example/admin/companies')).toBe(
      'https://acme.copydesk.example/login',
    );
    expect(at('https://www.copydesk.example/admin/companies')).toBe(
      'https://acme.copydesk.example/login',
    );
    expect(at('http://localhost:5000/admin/companies')).toBe('http://acme.localhost:5000/login');
    expect(at('http://platform-admin.localhost:5000/admin/companies')).toBe(
      'http://acme.localhost:5000/login',
    );
  });

  it('names the company in the query where the page does, or the host is an IP address', () => {
    expect(
      companySignInAddress('acme', 'demo', page('https://copydesk.example/?company=demo')),
    ).toBe('https://copydesk.example/login?company=acme');
    expect(companySignInAddress('acme', 'platform-admin', page('http://10.0.0.5:5000/'))).toBe(
      'http://10.0.0.5:5000/login?company=acme',
    );
  });
});
