import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuerySchema, markViewedSchema } from '@core/api/reports.js';
import { markUsageReportsViewed } from '../../services/reports/new-users.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { reportPolicy } from '../../policies/reports.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { reportErrors } from './report-errors.js';

/**
 * The "viewed" mark that resets the sidebar's new-user badge (docs/product.md#reports). The badge
 * itself counts on the client from GET /api/admin/reports/user-stats (docs/product.md#client-calls).
 */
export async function badgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.post(
    '/admin/mark-usage-reports-viewed',
    {
      schema: {
        tags: ['reports'],
        summary: "Sets the admin's lastViewedUsageReports to now and returns it",
        querystring: companyQuerySchema,
        response: { 200: markViewedSchema, ...reportErrors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      const admin = requireUser(request);
      authorize(admin, reportPolicy.viewUsage, company);
      const at = await markUsageReportsViewed(db, admin.id);
      return { lastViewedUsageReports: at.toISOString() };
    },
  );
}
