import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@core/api/common.js';
import {
  deliveryListQuerySchema,
  eventDeliveryListSchema,
  eventDeliveryParamsSchema,
  eventEndpointInputSchema,
  eventEndpointListSchema,
  eventEndpointParamsSchema,
  eventEndpointSchema,
  eventEndpointTestSchema,
  eventEndpointWithSecretSchema,
} from '@core/api/event-webhooks.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { manageEventEndpoints } from '../../policies/event-endpoints.js';
import { presentEventEndpoint } from '../../presenters/event-endpoint.js';
import { listDeliveries, resendDelivery, testEndpoint } from '../../services/events/deliveries.js';
import {
  createEventEndpoint,
  deleteEventEndpoint,
  findEventEndpoint,
  listEventEndpoints,
  rotateEventEndpointSecret,
  updateEventEndpoint,
} from '../../services/events/endpoints.js';
import { requireTenant } from '../../tenancy/plugin.js';

const tags = ['event-webhooks'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const BASE = '/admin/event-endpoints';

/**
 * A company's event endpoints (docs/api.md#event-webhooks), for its admins: the list, changes,
 * a signed test, the secret's rotation, and each endpoint's delivery log with resend.
 */
export async function eventEndpointRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  /** The tenant, once the actor may manage its endpoints. */
  function companyOf(request: FastifyRequest) {
    const company = requireTenant(request);
    authorize(requireUser(request), manageEventEndpoints, company);
    return company;
  }

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The company's event endpoints",
        description: 'Oldest first; secrets are never shown again.',
        response: { 200: eventEndpointListSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const rows = await listEventEndpoints(ctx.db, company.id);
      return { items: rows.map((row) => presentEventEndpoint(row)) };
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Adds an event endpoint',
        description:
          'The URL follows the webhook rules (no private address unless WEBHOOK_ALLOW_HOSTS ' +
          'names it). `events`: the types to send, or `["*"]`. At most 10 per company. Answers ' +
          'the signing secret once.',
        body: eventEndpointInputSchema,
        response: { 201: eventEndpointWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const { row, secret } = await createEventEndpoint(ctx, {
        company,
        input: request.body,
        audit: auditContextOf(request),
      });
      return reply.code(201).send({ ...presentEventEndpoint(row), secret });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Changes an event endpoint',
        description: 'Turning a disabled endpoint on again clears why it was turned off.',
        params: eventEndpointParamsSchema,
        body: eventEndpointInputSchema,
        response: { 200: eventEndpointSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const row = await updateEventEndpoint(ctx, {
        company,
        id: request.params.id,
        input: request.body,
        audit: auditContextOf(request),
      });
      return presentEventEndpoint(row);
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Deletes an event endpoint and its delivery log',
        params: eventEndpointParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      await deleteEventEndpoint(ctx, {
        company,
        id: request.params.id,
        audit: auditContextOf(request),
      });
      return { success: true as const };
    },
  );

  app.post(
    `${BASE}/:id/test`,
    {
      schema: {
        tags,
        summary: 'Sends a signed test event to an endpoint',
        description: 'A `webhook.test` event, sent now; answers what came back.',
        params: eventEndpointParamsSchema,
        response: { 200: eventEndpointTestSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const endpoint = await findEventEndpoint(ctx.db, company.id, request.params.id);
      return testEndpoint(ctx, ctx.eventDispatcher.agent, endpoint, company);
    },
  );

  app.post(
    `${BASE}/:id/rotate-secret`,
    {
      schema: {
        tags,
        summary: "Replaces an endpoint's signing secret",
        description:
          'Answers the new secret once. The old one also signs for 24 hours (two signatures ' +
          'in `webhook-signature`), so a receiver can switch without refusing a delivery.',
        params: eventEndpointParamsSchema,
        response: { 200: eventEndpointWithSecretSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const { row, secret } = await rotateEventEndpointSecret(ctx, {
        company,
        id: request.params.id,
        audit: auditContextOf(request),
      });
      return { ...presentEventEndpoint(row), secret };
    },
  );

  app.get(
    `${BASE}/:id/deliveries`,
    {
      schema: {
        tags,
        summary: "An endpoint's delivery log",
        description:
          'Newest first, each with every attempt (time, status code, duration, the first 2 kB ' +
          'of the answer). Kept 30 days. `cursor`: the `nextCursor` of the page before.',
        params: eventEndpointParamsSchema,
        querystring: deliveryListQuerySchema,
        response: { 200: eventDeliveryListSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const endpoint = await findEventEndpoint(ctx.db, company.id, request.params.id);
      return listDeliveries(ctx.db, endpoint, request.query);
    },
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/resend`,
    {
      schema: {
        tags,
        summary: 'Sends a delivery again',
        description: 'Now, with the same `webhook-id`, and a full round of retries if it fails.',
        params: eventDeliveryParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(request);
      const endpoint = await findEventEndpoint(ctx.db, company.id, request.params.id);
      await resendDelivery(ctx.db, endpoint, request.params.deliveryId);
      void ctx.eventDispatcher.tick();
      return { success: true as const };
    },
  );
}
