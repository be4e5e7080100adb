import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  automationHealthQuerySchema,
  automationHealthSchema,
  failingAutomationListSchema,
} from '@core/api/automation-health.js';
import { errorSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { isOperatorStaff, isPlatformCompany } from '../../policies/actor.js';
import { automationHealthPolicy } from '../../policies/automation-health.js';
import { authorize } from '../../policies/authorize.js';
import { reportPolicy } from '../../policies/reports.js';
import { getAutomationHealth } from '../../services/automation-health/automation-health.js';
import { listFailingAutomations } from '../../services/automation-health/failing-automations.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** How each assistant's automation has been doing (decision 049). */
export async function automationHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/admin/automation-health',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Per assistant: runs, failures by kind, p50/p95 and the last failure',
        description:
          "An admin gets their company's runs of the last `days` days. Operator staff get the " +
          'company named by `company`, or, naming none on the platform tenant, every company ' +
          'together (`company` null in the answer). Cancelled and interrupted runs are not ' +
          'counted; p50/p95 are over succeeded runs.',
        querystring: automationHealthQuerySchema,
        response: { 200: automationHealthSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const actor = requireUser(request);
      const { days, company } = request.query;
      if (!company && isOperatorStaff(actor) && isPlatformCompany(tenant)) {
        authorize(actor, automationHealthPolicy.viewAll);
        return {
          days,
          company: null,
          assistants: await getAutomationHealth(db, { companyId: null, days }),
        };
      }
      authorize(actor, automationHealthPolicy.viewCompany, tenant);
      const assistants = await getAutomationHealth(db, { companyId: tenant.id, days });
      return { days, company: tenant.slug, assistants };
    },
  );

  app.get(
    '/platform-admin/failing-automations',
    {
      schema: {
        tags: ['platform-admin'],
        summary: 'The ten automations with the most failed runs across companies in 24 hours',
        response: { 200: failingAutomationListSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
      return listFailingAutomations(db);
    },
  );
}
