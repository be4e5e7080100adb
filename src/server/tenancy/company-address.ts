import type { AssistantId } from '@core/assistants/ids.js';
import { assistantPath } from '@core/assistants/paths.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/http-errors.js';
import { hostName } from './resolve.js';

type AddressConfig = Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT' | 'SECURE_COOKIES'>;

/** Refused when a mail with a link is asked for through an address that is not the company's. */
const FOREIGN_HOST_MESSAGE =
  "Email links are sent only from the company's own address. Open Copydesk at its usual " +
  'address and try again.';

/**
 * Copydesk's own origin, never the request's `Host` (a client chooses that header): PUBLIC_URL
 * when set, else BASE_DOMAIN with the scheme and port the server is configured for (https on
 * the default port when cookies are Secure, as TLS then ends at a proxy; else http on PORT).
 */
export function platformOrigin(config: AddressConfig): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  if (config.SECURE_COOKIES) return `https://${config.BASE_DOMAIN}`;
  const port = config.PORT === 80 || config.PORT === 0 ? '' : `:${config.PORT}`;
  return `http://${config.BASE_DOMAIN}${port}`;
}

/**
 * Where a company's people reach it: an address for links that leave the app (an invitation or
 * a reset mailed, a single sign-on redirect). Built from the configuration only
 * (`platformOrigin`). On an origin within BASE_DOMAIN the company has its subdomain; on an IP
 * address or a host outside BASE_DOMAIN, which has none, the link names the company in the
 * query (`?company=`), as tenancy accepts.
 */
export function companyAddress(
  config: AddressConfig,
  companySlug: string,
): (path: string) => string {
  const origin = new URL(platformOrigin(config));
  const name = hostName(origin.host);
  const base = config.BASE_DOMAIN;
  const port = origin.port ? `:${origin.port}` : '';
  if (name === base || name.endsWith(`.${base}`)) {
    const companyOrigin = `${origin.protocol}//${companySlug}.${base}${port}`;
    return (path) => `${companyOrigin}${path}`;
  }
  return (path) => {
    const url = new URL(path, origin);
    url.searchParams.set('company', companySlug);
    return url.toString();
  };
}

/** Where an item opens in the workspace: its assistant's page with the item loaded. */
export const itemPath = (item: { assistantType: string }, historyId: number) =>
  `${assistantPath(item.assistantType as AssistantId)}?item=${historyId}`;

/**
 * Whether a request's `Host` is one of the company's addresses: its subdomain, the bare domain
 * (and `www`, `localhost`) where `?company=` names it, or PUBLIC_URL's host. The port is not
 * compared: a proxy may publish the app on another one.
 */
export function isCompanyHost(
  config: AddressConfig,
  host: string | undefined,
  companySlug: string,
) {
  const name = hostName(host);
  const base = config.BASE_DOMAIN;
  const own = new Set([`${companySlug}.${base}`, base, `www.${base}`, 'localhost']);
  if (config.PUBLIC_URL) own.add(hostName(new URL(config.PUBLIC_URL).host));
  return own.has(name);
}

/**
 * The address for a mail asked for by this request, for the company `linkSlug` (default: the
 * request's own). Refused (400) when the request came through a host that is not an address of
 * the company it was made on: a forged `Host` must not even trigger a mail.
 */
export function mailAddress(
  config: AddressConfig,
  request: { headers: { host?: string }; tenant: { slug: string } | null },
  linkSlug?: string,
): (path: string) => string {
  const tenantSlug = request.tenant?.slug ?? '';
  if (!isCompanyHost(config, request.headers.host, tenantSlug)) {
    throw new HttpError(400, FOREIGN_HOST_MESSAGE);
  }
  return companyAddress(config, linkSlug ?? tenantSlug);
}
