import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { hostName } from './resolve.js';

/**
 * Where a company's people reach it: an address for links that leave the app (an invitation or
 * a reset mailed, a single sign-on redirect). The origin is PUBLIC_URL when set, else the one the
 * request came to (the rule of automation callbacks). On that origin's BASE_DOMAIN the company
 * has its subdomain; on an IP address or a host outside BASE_DOMAIN, which has none, the link
 * names the company in the query (`?company=`), as tenancy accepts.
 */
export function companyAddress(
  config: Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  companySlug: string,
): (path: string) => string {
  const origin = new URL(config.PUBLIC_URL || `${request.protocol}://${request.host}`);
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
