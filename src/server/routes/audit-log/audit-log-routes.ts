import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_CSV_COLUMNS,
  auditCsvCells,
  auditLogPageSchema,
  auditLogQuerySchema,
  auditLogRangeQuerySchema,
} from '@core/api/audit-log.js';
import { errorSchema, PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { csvField } from '@core/formatting/csv.js';
import { requireUser } from '../../auth/guards.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../http/http-errors.js';
import { auditLogPolicy } from '../../policies/audit-log.js';
import { allows, authorize } from '../../policies/authorize.js';
import { presentAuditEntry } from '../../presenters/audit-entry.js';
import { presentPage } from '../../presenters/page.js';
import {
  auditEntriesOf,
  listAuditLog,
  type AuditScope,
} from '../../services/audit/list-audit-log.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['audit-log'];

/**
 * Whose entries the caller sees: a company admin their company's; operator staff every
 * company's on the platform, or one company's (`?company=`, which is also how they act in a
 * company elsewhere in the app).
 */
async function scopeOf(db: Db, request: FastifyRequest, company?: string): Promise<AuditScope> {
  const tenant = requireTenant(request);
  const actor = requireUser(request);
  authorize(actor, auditLogPolicy.read, tenant);
  if (!allows(actor, auditLogPolicy.readEveryCompany)) return { companyId: tenant.id };
  if (tenant.slug !== PLATFORM_COMPANY_ID) return { companyId: tenant.id };
  if (!company) return 'all';
  const named = await findCompanyBySlug(db, company);
  if (!named) throw notFound('Company not found');
  return { companyId: named.id };
}

const csvLine = (cells: readonly unknown[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The audit log (decision 050): a page at a time, or a range as CSV. */
export async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'Who changed what: audit entries, newest first (admins; operator staff: all)',
        description:
          'Filters: `from`/`to` (an ISO 8601 date, `to` inclusive, or time; years 1 to 9999), ' +
          '`action`, `actor` (a username in any case, or a user id). `nextCursor` continues ' +
          'with older entries.',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => {
      const { company, ...query } = request.query;
      const page = await listAuditLog(db, await scopeOf(db, request, company), query);
      return presentPage(page, presentAuditEntry);
    },
  );

  app.get(
    '/admin/audit-log/export',
    {
      schema: {
        tags,
        summary: 'The audit entries of a range as CSV (audit-log-yyyy-MM-dd.csv)',
        produces: ['text/csv'],
        querystring: auditLogRangeQuerySchema,
        response: {
          200: z.string().describe('text/csv; header row then one row per entry'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { company, ...range } = request.query;
      const scope = await scopeOf(db, request, company);
      // Read before the first byte: a bad range answers 400, not a file cut after its header.
      const batches = auditEntriesOf(db, scope, range);
      async function* lines() {
        yield csvLine(AUDIT_CSV_COLUMNS);
        for await (const batch of batches) {
          yield batch.map((row) => csvLine(auditCsvCells(presentAuditEntry(row)))).join('');
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
          .header('cache-control', 'no-store')
          // The type provider knows the documented string; the body is that text, streamed.
          .send(Readable.from(lines()) as unknown as string)
      );
    },
  );
}
