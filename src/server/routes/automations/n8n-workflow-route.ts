import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assistantOfWorkflowFile,
  n8nWorkflowParamsSchema,
  n8nWorkflowQuerySchema,
} from '@core/api/automations.js';
import { errorSchema } from '@core/api/common.js';
import { n8nWorkflowDownload } from '../../services/automations/n8n-workflow-download.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { webhookPolicy } from '../../policies/webhooks.js';
import { platformOrigin } from '../../tenancy/company-address.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { namedCompanyOrTenant } from '../webhooks/named-company.js';

/** GET /api/automations/n8n/{assistantId}.json: a ready-made n8n workflow (admins). */
export async function n8nWorkflowRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/automations/n8n/:file',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Download the n8n workflow of an assistant (admins)',
        description:
          'An n8n 2.x workflow (Workflows → Import from file) answering the assistant: Webhook ' +
          'node with path `copydesk-<assistantId>` (platform defaults) or ' +
          '`copydesk-<companyId>-<assistantId>` (a company), Header Auth, Streaming. ' +
          '`companyId`: the company whose webhooks it is for (default: the current company).',
        params: n8nWorkflowParamsSchema,
        querystring: n8nWorkflowQuerySchema,
        response: {
          200: z.string().describe('application/json; the workflow'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const actor = requireUser(request);
      const company = await namedCompanyOrTenant(ctx.db, tenant, request.query.companyId);
      authorize(actor, webhookPolicy.downloadWorkflow, company);
      const { fileName, json } = n8nWorkflowDownload({
        assistantId: assistantOfWorkflowFile(request.params.file),
        companyId: company.slug,
        publicUrl: platformOrigin(ctx.config),
      });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(json);
    },
  );
}
