import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyQuerySchema,
  markViewedSchema,
  newUserCountSchema,
} from '../../../core/api/reports.js';
import { countNewUsers, markUsageReportsViewed } from '../../services/reports/new-users.js';
import { reportErrors, reportScope } from './report-scope.js';

/** The sidebar's new-user badge and the "viewed" mark that resets it (spec workspace §4). */
export async function badgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/admin/reports/new-user-count',
    {
      schema: {
        tags: ['reports'],
        summary: 'Users created since the admin last viewed the reports (else created in 7 days)',
        querystring: companyQuerySchema,
        response: { 200: newUserCountSchema, ...reportErrors },
      },
    },
    async (request) => {
      const { company, admin } = reportScope(request);
      return { count: await countNewUsers(db, { companyId: company.id, adminId: admin.id }) };
    },
  );

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
      const { admin } = reportScope(request);
      const at = await markUsageReportsViewed(db, admin.id);
      return { lastViewedUsageReports: at.toISOString() };
    },
  );
}
