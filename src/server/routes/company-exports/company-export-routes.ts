import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyParamsSchema, errorSchema } from '@core/api/common.js';
import {
  exportListSchema,
  exportParamsSchema,
  exportStartedSchema,
  exportStatusSchema,
} from '@core/api/company-exports.js';
import { requireUser } from '../../auth/guards.js';
import { HttpError } from '../../http/http-errors.js';
import { authorize } from '../../policies/authorize.js';
import { exportPolicy } from '../../policies/exports.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { writeAudit } from '../../services/audit/audit-log.js';
import { buildExport } from '../../services/company-exports/build-export.js';
import {
  createExport,
  exportChunks,
  exportFileName,
  exportStatus,
  findExport,
  listExports,
} from '../../services/company-exports/export-store.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['company-settings'];

/**
 * A company's data export: started by its admins or operator staff, built on this
 * instance in the background, read and downloaded from any instance for 24 hours.
 */
export async function companyExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  /** Exports building here: stopped (and marked failed) when the app closes. */
  const building = new Map<string, { controller: AbortController; done: Promise<void> }>();
  fastify.addHook('onClose', async () => {
    for (const build of building.values()) build.controller.abort();
    await Promise.all([...building.values()].map((build) => build.done));
  });

  app.post(
    '/admin/companies/:companyId/export',
    {
      schema: {
        tags,
        summary: "Start an export of a company's data (its admins, operator staff)",
        description:
          'Answers at once with the export’s id; `GET /api/admin/exports/{id}` tells when it is ' +
          'ready. While one is being built for the company, that one’s id is answered.',
        params: companyParamsSchema,
        response: { 202: exportStartedSchema, 400: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, exportPolicy.start, company);
      const { row, created } = await createExport(
        ctx.db,
        auditContextOf(request),
        company,
        actor.id,
      );
      if (created) {
        const controller = new AbortController();
        const done = buildExport(
          { db: ctx.db, kind: ctx.database.kind, log: ctx.log, signal: controller.signal },
          { id: row.id, company, createdAt: row.createdAt },
        ).finally(() => building.delete(row.id));
        building.set(row.id, { controller, done });
      }
      return reply.status(202).send({ id: row.id });
    },
  );

  app.get(
    '/admin/companies/:companyId/exports',
    {
      schema: {
        tags,
        summary: "A company's exports of the last 24 hours (its admins, operator staff)",
        description: 'Newest first, at most ten: running, ready and failed ones.',
        params: companyParamsSchema,
        response: { 200: exportListSchema, 400: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, exportPolicy.start, company);
      const items = await listExports(ctx.db, company);
      return reply.header('cache-control', 'no-store').send({ items });
    },
  );

  app.get(
    '/admin/exports/:id',
    {
      schema: {
        tags,
        summary: 'Where an export stands, and its download address once ready',
        params: exportParamsSchema,
        response: { 200: exportStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const actor = requireUser(request);
      const row = await findExport(ctx.db, request.params.id);
      authorize(actor, exportPolicy.read, row);
      return reply.header('cache-control', 'no-store').send(await exportStatus(ctx.db, row));
    },
  );

  app.get(
    '/admin/exports/:id/download',
    {
      schema: {
        tags,
        summary: 'Download a ready export (a zip; for 24 hours after it was started)',
        description:
          'company.json, users.csv, history.jsonl, activity.csv and audit-log.csv. ' +
          '409 while it is being built or when it failed.',
        produces: ['application/zip'],
        params: exportParamsSchema,
        response: {
          200: z.string().describe('application/zip'),
          ...errors,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const actor = requireUser(request);
      const row = await findExport(ctx.db, request.params.id);
      authorize(actor, exportPolicy.download, row);
      const status = await exportStatus(ctx.db, row);
      if (status.status !== 'ready') {
        throw new HttpError(
          409,
          status.status === 'running' ? 'The export is not ready yet' : 'The export failed',
        );
      }
      await writeAudit(ctx.db, auditContextOf(request), {
        company: { id: row.companyId, slug: row.companySlug },
        action: 'export.download',
        target: { type: 'export', id: row.id, label: exportFileName(row) },
      });
      const zip = Readable.from(exportChunks(ctx.db, row.id), { objectMode: false });
      // A stream is sent as it is; the schema's string describes the body for the document.
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(row)}"`)
        .header('content-length', String(row.size ?? 0))
        .header('cache-control', 'no-store')
        .send(zip as unknown as string);
    },
  );
}
