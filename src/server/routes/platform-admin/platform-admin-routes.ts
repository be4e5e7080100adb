import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/api/common.js';
import {
  botAnalyticsSchema,
  companyPerformanceListSchema,
  platformMetricsSchema,
  platformStatsSchema,
} from '../../../core/api/platform.js';
import { requireUser } from '../../auth/guards.js';
import { forbidden } from '../../http-errors.js';
import { canViewPlatformDashboard, PLATFORM_ADMIN_ONLY } from '../../policies/reports.js';
import { getBotAnalytics } from '../../services/platform/bot-analytics.js';
import { listCompanyPerformance } from '../../services/platform/company-performance.js';
import { getPlatformMetrics } from '../../services/platform/platform-metrics.js';
import { getPlatformStats } from '../../services/platform/platform-stats.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['platform-admin'];

/** Platform admins on the platform tenant only: 401 signed out, 403 anyone else. */
function requirePlatformAdmin(request: FastifyRequest) {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  if (!canViewPlatformDashboard(user, tenant)) throw forbidden(PLATFORM_ADMIN_ONLY);
  return user;
}

/** The SaaS operator dashboard (/platform-admin): figures computed from recorded data. */
export async function platformAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/platform-admin/stats',
    {
      schema: {
        tags,
        summary: 'Companies, growth, users, content, active companies and monthly revenue',
        response: { 200: platformStatsSchema, ...errors },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return getPlatformStats(db);
    },
  );

  app.get(
    '/platform-admin/companies',
    {
      schema: {
        tags,
        summary: 'Per company: users, monthly content and usage against the plan, status',
        response: { 200: companyPerformanceListSchema, ...errors },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return listCompanyPerformance(db);
    },
  );

  app.get(
    '/platform-admin/metrics',
    {
      schema: {
        tags,
        summary: 'API calls, error rate and response time (last 30 days), storage used and limit',
        response: { 200: platformMetricsSchema, ...errors },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return getPlatformMetrics(db);
    },
  );

  app.get(
    '/platform-admin/bot-analytics',
    {
      schema: {
        tags,
        summary: 'Assistant usage shares (last 30 days) and churn risk per company',
        response: { 200: botAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return getBotAnalytics(db);
    },
  );
}
