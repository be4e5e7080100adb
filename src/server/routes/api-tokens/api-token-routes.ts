import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenListSchema,
  apiTokenParamsSchema,
  companyApiTokenListSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from '@core/api/api-tokens.js';
import { errorSchema } from '@core/api/common.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { requireUser } from '../../auth/guards.js';
import { apiTokenPolicy } from '../../policies/api-tokens.js';
import { authorize } from '../../policies/authorize.js';
import {
  createApiToken,
  listCompanyApiTokens,
  listOwnApiTokens,
  revokeApiToken,
} from '../../services/api-tokens/api-tokens.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['api-tokens'];

/**
 * Personal access tokens for the public API (docs/api.md): `/api/me/tokens` for the signed-in
 * user's own, `/api/admin/tokens` for the company's admins. Made, revoked and refused tokens
 * are in the audit log.
 */
export async function apiTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/me/tokens',
    {
      schema: {
        tags,
        summary: "The signed-in user's API tokens that still work",
        response: { 200: apiTokenListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      authorize(user, apiTokenPolicy.manageOwn, requireTenant(request));
      return listOwnApiTokens(ctx.db, user.id);
    },
  );

  app.post(
    '/me/tokens',
    {
      schema: {
        tags,
        summary: 'Makes an API token for the signed-in user',
        description:
          'Answers the token once (`cdk_` and 43 letters and digits): only its SHA-256 is kept. ' +
          'It acts as the user, within its scopes and the role, in this company only.',
        body: createApiTokenSchema,
        response: { 200: createdApiTokenSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      authorize(user, apiTokenPolicy.manageOwn, requireTenant(request));
      return createApiToken(ctx.db, {
        owner: user,
        input: request.body,
        audit: auditContextOf(request),
      });
    },
  );

  app.delete(
    '/me/tokens/:id',
    {
      schema: {
        tags,
        summary: "Revokes one of the signed-in user's API tokens",
        params: apiTokenParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const company = requireTenant(request);
      authorize(user, apiTokenPolicy.manageOwn, company);
      await revokeApiToken(ctx.db, {
        id: request.params.id,
        companyId: company.id,
        companySlug: company.slug,
        userId: user.id,
        audit: auditContextOf(request),
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/tokens',
    {
      schema: {
        tags,
        summary: "The company's API tokens that still work, and whether the API is on",
        response: { 200: companyApiTokenListSchema, ...errors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), apiTokenPolicy.manageCompany, company);
      return {
        items: await listCompanyApiTokens(ctx.db, company.id),
        apiAccess: company.apiAccess,
      };
    },
  );

  app.delete(
    '/admin/tokens/:id',
    {
      schema: {
        tags,
        summary: "Revokes an API token of the company's",
        params: apiTokenParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), apiTokenPolicy.manageCompany, company);
      await revokeApiToken(ctx.db, {
        id: request.params.id,
        companyId: company.id,
        companySlug: company.slug,
        audit: auditContextOf(request),
      });
      return { ok: true as const };
    },
  );
}
