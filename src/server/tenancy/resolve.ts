import { COMPANY_SLUG_PATTERN } from '@core/api/common.js';

export type TenantResolution =
  { ok: true; companyId: string; fromQuery: boolean } | { ok: false; message: string };

/** Strips the port from a Host header value (IPv6 literals keep their brackets). */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The company id the host names, before any `company` query parameter. */
export function companyFromHost(
  host: string | undefined,
  opts: { baseDomain: string; defaultCompany: string },
): TenantResolution {
  const name = hostName(host);
  const base = opts.baseDomain;
  const fallback = { ok: true as const, companyId: opts.defaultCompany, fromQuery: false };
  if (!name || name === base || name === `www.${base}` || name === 'localhost') return fallback;
  if (name.endsWith(`.${base}`)) {
    const sub = name.slice(0, -(base.length + 1));
    if (sub === 'www') return fallback;
    if (!COMPANY_SLUG_PATTERN.test(sub)) {
      return { ok: false, message: `Cannot resolve a company from the host "${name}"` };
    }
    return { ok: true, companyId: sub, fromQuery: false };
  }
  // An address or a name outside BASE_DOMAIN (a load balancer's health check, an IP):
  // the default tenant answers.
  return fallback;
}

/** Host resolution with the `company` query parameter overriding it (decision 017). */
export function resolveTenant(
  host: string | undefined,
  queryCompany: unknown,
  opts: { baseDomain: string; defaultCompany: string },
): TenantResolution {
  if (typeof queryCompany === 'string' && queryCompany !== '') {
    const slug = queryCompany.trim().toLowerCase();
    if (!COMPANY_SLUG_PATTERN.test(slug)) {
      return { ok: false, message: `"${queryCompany}" is not a valid company id` };
    }
    return { ok: true, companyId: slug, fromQuery: true };
  }
  return companyFromHost(host, opts);
}
