import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyParamsSchema } from '@core/api/common.js';
import { PLATFORM_COMPANY_ID } from '@core/roles.js';
import { requireUser } from '../../auth/guards.js';
import { notFound } from '../../http/http-errors.js';
import { authorize } from '../../policies/authorize.js';
import { modelConnectionPolicy } from '../../policies/model-connections.js';
import { levelOf, PLATFORM_LEVEL } from '../../services/model-connections/stored-connection.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { registerConnectionRoutes, type ConnectionAction } from './connection-routes.js';
import { runsOnRoutes } from './runs-on-routes.js';

const ruleFor = (action: ConnectionAction) => modelConnectionPolicy[action];

/**
 * The model connection at three addresses (decision 058): the current company's
 * (`/admin/model-connection`; in the platform tenant, the platform's default), a named
 * company's (`/admin/companies/{companyId}/model-connection`, its admins and operator staff),
 * the platform's default (`/platform-admin/model-connection`, operator staff); and which way
 * a company's assistants run (`/admin/companies/{companyId}/runs-on`).
 */
export async function modelConnectionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerConnectionRoutes(app, {
    path: '/admin/model-connection',
    whose: "The current company's",
    owner: async (request, action) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), ruleFor(action), tenant);
      return { level: levelOf(tenant), company: tenant };
    },
  });

  registerConnectionRoutes(app, {
    path: '/admin/companies/:companyId/model-connection',
    whose: "A company's",
    params: companyParamsSchema,
    owner: async (request: FastifyRequest, action) => {
      requireTenant(request);
      const actor = requireUser(request);
      const { companyId } = request.params as { companyId: string };
      const company = await findCompanyBySlug(ctx.db, companyId);
      authorize(actor, ruleFor(action), company);
      return { level: levelOf(company), company };
    },
  });

  registerConnectionRoutes(app, {
    path: '/platform-admin/model-connection',
    whose: "The platform's default",
    owner: async (request) => {
      requireTenant(request);
      authorize(requireUser(request), modelConnectionPolicy.managePlatform);
      const platform = await findCompanyBySlug(ctx.db, PLATFORM_COMPANY_ID);
      if (!platform) throw notFound('Company not found');
      return { level: PLATFORM_LEVEL, company: platform };
    },
  });

  await app.register(runsOnRoutes);
}
