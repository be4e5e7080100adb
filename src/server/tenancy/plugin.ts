import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Company } from './companies.js';
import { HttpError, notFound } from '../http/http-errors.js';
import type { CompanyCache } from './company-cache.js';
import { resolveTenant } from './resolve.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company the request is for (host, or `company` query parameter). */
    tenant: Company | null;
    tenantError: string | null;
  }
}

/**
 * A browser asking for a page of the single-page app (not an asset): its company is resolved as
 * for an API call, because the page carries the company's branding and the signed-in user
 * (decision 026).
 */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/assets/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Resolves the tenant of every /api request and page; routes call `requireTenant`. */
export function registerTenancy(
  app: FastifyInstance,
  opts: { companies: CompanyCache; baseDomain: string; defaultCompany: string },
) {
  app.decorateRequest('tenant', null);
  app.decorateRequest('tenantError', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !isPageRequest(request)) return;
    const query = request.query as Record<string, unknown> | undefined;
    const resolved = resolveTenant(request.headers.host, query?.company, opts);
    if (!resolved.ok) {
      request.tenantError = resolved.message;
      return;
    }
    request.tenant = await opts.companies.bySlug(resolved.companyId);
  });
}

/** The request's company, or the 404/400 the spec asks for. */
export function requireTenant(request: FastifyRequest): Company {
  if (request.tenantError) throw new HttpError(400, request.tenantError);
  if (!request.tenant) throw notFound('Company not found');
  return request.tenant;
}
