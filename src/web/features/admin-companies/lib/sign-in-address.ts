type PageAddress = Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin' | 'search'>;

const isIpAddress = (host: string) => /^\d+(\.\d+){3}$/.test(host) || host.startsWith('[');

/**
 * Where a company's people sign in: its subdomain of the domain this page was opened on (docs/
 * product.md#tenancy). The page's host is the current company's subdomain
 * (`platform-admin.example.com`) or the bare domain the default company answers at
 * (`example.com`, `localhost`). A page that names its company in the query, or is opened at an
 * IP address (which has no subdomains), gets an address that names the company in the query.
 */
export function companySignInAddress(
  companyId: string,
  currentCompanyId: string,
  page: PageAddress = window.location,
): string {
  const named = new URLSearchParams(page.search).has('company');
  if (named || isIpAddress(page.hostname)) {
    return `${page.origin}/login?company=${encodeURIComponent(companyId)}`;
  }
  const labels = page.hostname.split('.');
  const sub = labels.length > 1 && (labels[0] === currentCompanyId || labels[0] === 'www');
  const domain = sub ? labels.slice(1).join('.') : page.hostname;
  const port = page.port ? `:${page.port}` : '';
  return `${page.protocol}//${companyId}.${domain}${port}/login`;
}
