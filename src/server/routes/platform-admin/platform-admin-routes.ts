import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/api/common.js';
import {
  botAnalyticsSchema,
  companyPerformanceListSchema,
  platformMetricsSchema,
  platformStatsSchema,
} from '../../../core/api/platform.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { reportPolicy } from '../../policies/reports.js';
import { getAssistantAnalytics } from '../../services/platform/assistant-analytics.js';
import { listCompanyPerformance } from '../../services/platform/company-performance.js';
import { getPlatformMetrics } from '../../services/platform/platform-metrics.js';
import { getPlatformStats } from '../../services/platform/platform-stats.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['platform-admin'];

/**
 * The SaaS operator dashboard (/platform-admin): figures computed from recorded data. Platform
 * admins on the platform tenant only: 401 signed out, 403 anyone else.
 */
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
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
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
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
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
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
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
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
      return getAssistantAnalytics(db);
    },
  );
}
