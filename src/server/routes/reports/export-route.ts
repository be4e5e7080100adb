import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportRangeQuerySchema } from '@core/api/reports.js';
import { exportUsageReport } from '../../services/reports/usage-export.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { reportPolicy } from '../../policies/reports.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { reportErrors } from './report-errors.js';

/** GET /api/admin/reports/export: the usage report as a dated CSV download. */
export async function exportRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/admin/reports/export',
    {
      schema: {
        tags: ['reports'],
        summary: 'CSV download (usage-report-yyyy-MM-dd.csv): one row per user, range figures',
        produces: ['text/csv'],
        querystring: reportRangeQuerySchema,
        response: {
          200: z.string().describe('text/csv; header row then one row per user'),
          ...reportErrors,
        },
      },
    },
    async (request, reply) => {
      const company = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewUsage, company);
      const { csv, fileName } = await exportUsageReport(db, {
        companyId: company.id,
        days: request.query.days,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
