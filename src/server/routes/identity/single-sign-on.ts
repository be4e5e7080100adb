import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '@core/api/common.js';
import {
  ssoSettingsBodySchema,
  ssoSettingsSchema,
  ssoSignInOptionsSchema,
  type SsoErrorCode,
} from '@core/api/sso.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import type { AppContext } from '../../context.js';
import { authorize } from '../../policies/authorize.js';
import { companySettingsPolicy } from '../../policies/company-settings.js';
import {
  finishOidcSignIn,
  safeReturnPath,
  SsoSignInError,
  startOidcSignIn,
} from '../../services/identity/sso/oidc-sign-in.js';
import {
  loadSso,
  presentSso,
  removeSso,
  saveSso,
  signInOptions,
} from '../../services/identity/sso/sso-settings.js';
import { companyAddress } from '../../tenancy/company-address.js';
import type { Company } from '../../tenancy/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { startSession } from './start-session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const CALLBACK_PATH = '/api/auth/oidc/callback';
/** The browser's half of a sign-in under way: the state, bound to the browser that started it. */
const STATE_COOKIE = 'copydesk.oidc';

const redirectUriOf = (ctx: AppContext, tenant: Company) =>
  companyAddress(ctx.config, tenant.slug)(CALLBACK_PATH);

/** Back to the sign-in page with a message it knows (never a stack). */
function backToSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  err: unknown,
  returnTo = '/',
) {
  const code: SsoErrorCode = err instanceof SsoSignInError ? err.code : 'unavailable';
  request.log.warn({ err, code }, 'single sign-on refused');
  const params = new URLSearchParams({ sso_error: code });
  if (returnTo !== '/') params.set('returnTo', returnTo);
  const tenant = requireTenant(request);
  const page = companyAddress(ctx.config, tenant.slug)(`/login?${params.toString()}`);
  return reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH }).redirect(page, 303);
}

/**
 * Single sign-on with OpenID Connect, per company (decision 045): its settings (admins and
 * operator staff), the sign-in page's options, and the redirect to the provider and back.
 */
export async function singleSignOnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const tags = ['single-sign-on'];

  app.get(
    '/admin/sso',
    {
      schema: {
        tags,
        summary: "The current company's single sign-on settings (admins)",
        response: { 200: ssoSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), companySettingsPolicy.read, tenant);
      return presentSso(ctx, await loadSso(ctx, tenant), redirectUriOf(ctx, tenant));
    },
  );

  app.put(
    '/admin/sso',
    {
      schema: {
        tags,
        summary: "Save the current company's single sign-on (checks the provider first)",
        body: ssoSettingsBodySchema,
        response: { 200: ssoSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), companySettingsPolicy.save, tenant);
      const saved = await saveSso(ctx, tenant, request.body, auditContextOf(request));
      return presentSso(ctx, saved, redirectUriOf(ctx, tenant));
    },
  );

  app.delete(
    '/admin/sso',
    {
      schema: {
        tags,
        summary: "Turn the current company's single sign-on off",
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), companySettingsPolicy.save, tenant);
      await removeSso(ctx, tenant, auditContextOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/auth/sso',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "What the company's sign-in page offers",
        response: { 200: ssoSignInOptionsSchema, 404: errorSchema },
      },
    },
    async (request) => signInOptions(await loadSso(ctx, requireTenant(request))),
  );

  app.get(
    '/auth/oidc/start',
    {
      config: { public: true },
      // A browser navigation (redirects only), not an API for clients: left out of the document.
      schema: {
        hide: true,
        querystring: z.object({ returnTo: z.string().max(1000).optional() }),
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const returnTo = safeReturnPath(request.query.returnTo);
      try {
        const { url, state } = await startOidcSignIn(ctx, {
          tenant,
          redirectUri: redirectUriOf(ctx, tenant),
          returnTo,
        });
        return reply
          .setCookie(STATE_COOKIE, state, {
            path: CALLBACK_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: ctx.config.SECURE_COOKIES,
            maxAge: 600,
          })
          .redirect(url, 302);
      } catch (err) {
        return backToSignIn(ctx, request, reply, err, returnTo);
      }
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config: { public: true },
      schema: { hide: true },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      try {
        const callbackUrl = new URL(request.url, 'http://callback.invalid');
        const done = await finishOidcSignIn(ctx, {
          tenant,
          callbackUrl,
          cookieState: request.cookies[STATE_COOKIE],
        });
        await startSession(ctx, request, {
          tenant,
          user: done.user,
          typed: done.typed,
          method: 'single-sign-on',
        });
        return reply
          .clearCookie(STATE_COOKIE, { path: CALLBACK_PATH })
          .redirect(done.returnTo, 303);
      } catch (err) {
        return backToSignIn(ctx, request, reply, err);
      }
    },
  );
}
