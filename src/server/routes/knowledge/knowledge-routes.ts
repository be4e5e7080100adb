import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@core/api/common.js';
import {
  KNOWLEDGE_MAX_DOCUMENTS,
  KNOWLEDGE_MAX_FILE_BYTES,
  KNOWLEDGE_MAX_TOTAL_BYTES,
  knowledgeAvailableSchema,
  knowledgeDocumentSchema,
  knowledgePageSchema,
  knowledgeParamsSchema,
  knowledgePassagesSchema,
  knowledgePatchSchema,
  knowledgeQuerySchema,
  knowledgeSearchQuerySchema,
  knowledgeSearchSchema,
} from '@core/api/knowledge.js';
import { ASSISTANT_IDS, producesLeads } from '@core/assistants/ids.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { manageKnowledge } from '../../policies/knowledge.js';
import { presentKnowledge } from '../../presenters/knowledge.js';
import {
  addDocument,
  failStalledDocuments,
  processDocument,
} from '../../services/knowledge/add-document.js';
import {
  deleteKnowledge,
  findKnowledge,
  knowledgeTotals,
  listKnowledge,
  passagesOf,
  updateKnowledge,
} from '../../services/knowledge/library.js';
import { assistantsWithKnowledge, retrievePassages } from '../../services/knowledge/retrieve.js';
import { searchConfigFor } from '../../services/knowledge/search-configs.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { sourceOf } from './knowledge-source.js';

const tags = ['knowledge'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const BASE = '/admin/knowledge';
const TEXT_ASSISTANTS = ASSISTANT_IDS.filter((id) => !producesLeads(id));
const STALLED_CHECK_MS = 5 * 60_000;

/**
 * The knowledge library (docs/product.md#knowledge-library): admins add documents (a file
 * upload or a web page's address), change and remove them, read their passages and try what a
 * generation would be sent; every member may ask which assistants have knowledge.
 */
export async function knowledgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  await fastify.register(multipart, {
    limits: { fileSize: KNOWLEDGE_MAX_FILE_BYTES, files: 1, fields: 4, parts: 5 },
  });

  const stalled = setInterval(() => {
    failStalledDocuments(ctx.db).catch((err: unknown) => ctx.log.warn({ err }, 'knowledge check'));
  }, STALLED_CHECK_MS);
  stalled.unref();
  fastify.addHook('onClose', async () => clearInterval(stalled));

  /** The tenant, once the actor may manage its library. */
  function companyOf(request: FastifyRequest) {
    const company = requireTenant(request);
    authorize(requireUser(request), manageKnowledge, company);
    return company;
  }

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The company's knowledge library",
        description: 'Newest first; `q` finds titles and sources. With the totals and limits.',
        querystring: knowledgeQuerySchema,
        response: { 200: knowledgePageSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const [page, totals] = await Promise.all([
        listKnowledge(ctx.db, company.id, request.query),
        knowledgeTotals(ctx.db, company.id),
      ]);
      return {
        documents: page.items.map(presentKnowledge),
        nextCursor: page.nextCursor,
        totals,
        limits: {
          documents: KNOWLEDGE_MAX_DOCUMENTS,
          bytes: KNOWLEDGE_MAX_TOTAL_BYTES,
          fileBytes: KNOWLEDGE_MAX_FILE_BYTES,
        },
      };
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Adds a document to the knowledge library',
        description:
          'A multipart upload (field `file`: PDF, DOCX, Markdown or plain text, 20 MB at most; ' +
          'optional field `title` before it), or JSON `{url, title?}` for a web page, fetched ' +
          'once under the webhook address rules. Answers the document while its text is read ' +
          '(`processing`); it becomes `ready`, or `failed` with why. 2,000 documents and 200 MB ' +
          'per company.',
        response: { 201: knowledgeDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const user = requireUser(request);
      const { titled, ...input } = await sourceOf(request, ctx.allowHosts);
      const row = await addDocument(ctx.db, {
        company,
        actorId: user.id,
        input,
        audit: auditContextOf(request),
      });
      const doc = { id: row.id, companyId: company.id, kind: input.kind, source: input.source };
      processDocument(ctx.db, doc, { titleFromPage: input.kind === 'url' && !titled })
        // Generations keep whether a company has knowledge (grounding.ts): now it may have.
        .then(() => ctx.companies.forget(company.slug))
        .catch((err: unknown) => ctx.log.error({ err, documentId: row.id }, 'knowledge parse'));
      return reply.code(201).send(presentKnowledge(row));
    },
  );

  app.get(
    `${BASE}/search`,
    {
      schema: {
        tags,
        summary: 'What a generation with these words would be sent',
        description:
          'The passages (up to 5, 4,000 characters together) of enabled, ready documents for ' +
          'the assistant (any assistant when left out) that best match `q`.',
        querystring: knowledgeSearchQuerySchema,
        response: { 200: knowledgeSearchSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const passages = await retrievePassages(ctx.db, {
        companyId: company.id,
        assistantType: request.query.assistantType ?? null,
        text: request.query.q,
        searchConfig: await searchConfigFor(ctx.db, company.contentLanguage),
      });
      return { passages };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'A knowledge document',
        params: knowledgeParamsSchema,
        response: { 200: knowledgeDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      return presentKnowledge(await findKnowledge(ctx.db, company.id, request.params.id));
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Changes a knowledge document',
        description:
          '`title`, `enabled` (a disabled document is never sent) and `assistantTypes` (empty: ' +
          'every assistant); left out, they stay.',
        params: knowledgeParamsSchema,
        body: knowledgePatchSchema,
        response: { 200: knowledgeDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const row = await updateKnowledge(ctx.db, {
        company,
        id: request.params.id,
        patch: request.body,
        audit: auditContextOf(request),
      });
      ctx.companies.forget(company.slug);
      return presentKnowledge(row);
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Removes a knowledge document with its file and passages',
        params: knowledgeParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      await deleteKnowledge(ctx.db, {
        company,
        id: request.params.id,
        audit: auditContextOf(request),
      });
      ctx.companies.forget(company.slug);
      return { success: true as const };
    },
  );

  app.get(
    `${BASE}/:id/passages`,
    {
      schema: {
        tags,
        summary: "A knowledge document's passages, in order",
        params: knowledgeParamsSchema,
        response: { 200: knowledgePassagesSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const row = await findKnowledge(ctx.db, company.id, request.params.id);
      return { document: presentKnowledge(row), passages: await passagesOf(ctx.db, row.id) };
    },
  );

  app.get(
    '/knowledge/available',
    {
      schema: {
        tags,
        summary: 'The assistants whose generations are sent company knowledge',
        response: { 200: knowledgeAvailableSchema, ...errors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      requireUser(request);
      return {
        assistantTypes: await assistantsWithKnowledge(ctx.db, company.id, TEXT_ASSISTANTS),
      };
    },
  );
}
