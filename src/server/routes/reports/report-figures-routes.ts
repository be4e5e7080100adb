import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityFeedSchema,
  activityQuerySchema,
  contentStatsSchema,
  loginStatsSchema,
  reportRangeQuerySchema,
  usageTrendsSchema,
  userStatsSchema,
} from '@core/api/reports.js';
import { getActivityFeed } from '../../services/reports/activity-feed.js';
import { getContentStats } from '../../services/reports/content-stats.js';
import { getLoginStats } from '../../services/reports/login-stats.js';
import { getUsageTrends } from '../../services/reports/usage-trends.js';
import { getUserStats } from '../../services/reports/user-stats.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { reportPolicy } from '../../policies/reports.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { reportErrors } from './report-errors.js';

const tags = ['reports'];

/** The usage report figures of the tenant company (docs/product.md#reports). */
export async function reportFiguresRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/admin/reports/user-stats',
    {
      schema: {
        tags,
        summary: "The company's users with sign-ins and generations in the range (admins)",
        querystring: reportRangeQuerySchema,
        response: { 200: userStatsSchema, ...reportErrors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewUsage, company);
      return getUserStats(db, { companyId: company.id, days: request.query.days });
    },
  );

  app.get(
    '/admin/reports/activity',
    {
      schema: {
        tags,
        summary: "The company's latest activity events, newest first (at most 100)",
        querystring: activityQuerySchema,
        response: { 200: activityFeedSchema, ...reportErrors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewUsage, company);
      return getActivityFeed(db, { companyId: company.id, limit: request.query.limit });
    },
  );

  app.get(
    '/admin/reports/content-stats',
    {
      schema: {
        tags,
        summary: 'Generations in the range: total, by assistant type and by user',
        querystring: reportRangeQuerySchema,
        response: { 200: contentStatsSchema, ...reportErrors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewUsage, company);
      return getContentStats(db, { companyId: company.id, days: request.query.days });
    },
  );

  app.get(
    '/admin/reports/login-stats',
    {
      schema: {
        tags,
        summary: 'Successful and failed sign-ins and unique users in the range',
        querystring: reportRangeQuerySchema,
        response: { 200: loginStatsSchema, ...reportErrors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewUsage, company);
      return getLoginStats(db, { companyId: company.id, days: request.query.days });
    },
  );

  app.get(
    '/admin/reports/usage-trends',
    {
      schema: {
        tags,
        summary: 'Sign-ins and generations per UTC day of the range, empty days included',
        querystring: reportRangeQuerySchema,
        response: { 200: usageTrendsSchema, ...reportErrors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      authorize(requireUser(request), reportPolicy.viewUsage, company);
      return getUsageTrends(db, { companyId: company.id, days: request.query.days });
    },
  );
}
