import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import {
  PAGING_DESCRIPTION,
  performancePageSchema,
  performanceQuerySchema,
  wholeListDescription,
} from '@core/api/list-page.js';
import {
  botAnalyticsQuerySchema,
  botAnalyticsSchema,
  companyPerformanceListSchema,
  platformMetricsSchema,
  platformStatsSchema,
} from '@core/api/platform.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { reportPolicy } from '../../policies/reports.js';
import { getAssistantAnalytics } from '../../services/platform/assistant-analytics.js';
import { listCompanyPerformance } from '../../services/platform/company-performance.js';
import { listCompanyPerformancePage } from '../../services/platform/company-performance-page.js';
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

  const performanceSummary =
    'Per company: users, monthly content and usage against the plan, status';

  app.get(
    '/platform-admin/companies',
    {
      schema: {
        tags,
        summary: performanceSummary,
        description: wholeListDescription('/api/platform-admin/companies/page'),
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
    '/platform-admin/companies/page',
    {
      schema: {
        tags,
        summary: `${performanceSummary}, a page at a time`,
        description:
          '`q` matches the company name or id (any case). Sorts: `name` (default), `users`, ' +
          '`usage` (generations this month), `lastActivity` (none sorts first), `created`. ' +
          PAGING_DESCRIPTION,
        querystring: performanceQuerySchema,
        response: { 200: performancePageSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
      return listCompanyPerformancePage(db, request.query);
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
        description:
          'Without `churnLimit`, every company (as the specification says). With it (1-100), ' +
          'the riskiest companies only (high, medium, low, then by name) and `churnCounts` over ' +
          'every company: what the dashboard asks for.',
        querystring: botAnalyticsQuerySchema,
        response: { 200: botAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewPlatformDashboard, tenant);
      return getAssistantAnalytics(db, { churnLimit: request.query.churnLimit });
    },
  );
}
