import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import {
  DESTINATION_NOT_FOUND,
  destinationInputSchema,
  destinationListSchema,
  destinationSchema,
  destinationTestResultSchema,
} from '@core/api/publishing.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { requireUser } from '../../auth/guards.js';
import { isAdmin, ownCompanyOrOperator, type CompanySubject } from '../../policies/actor.js';
import {
  authorize,
  COMPANY_NOT_FOUND,
  deny,
  type Loaded,
  type Rule,
} from '../../policies/authorize.js';
import { presentDestination } from '../../presenters/destination.js';
import { testDestination } from '../../services/publishing/destination-test.js';
import {
  createDestination,
  deleteDestination,
  findDestination,
  listDestinations,
  updateDestination,
} from '../../services/publishing/destinations.js';
import { decryptKey } from '../../services/webhook-settings/stored-webhooks.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { namedCompanyOrTenant } from '../webhooks/named-company.js';

/**
 * A company's destinations, like its webhooks: its admins, and operator staff for any company;
 * a member who is not an admin gets 403, another company reads as missing (404).
 */
const manageDestinations: Rule<Loaded<CompanySubject>> = (actor, company) => {
  if (!isAdmin(actor)) return deny(403, 'Only administrators can manage destinations');
  if (!company || !ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
  return true;
};

const tags = ['publishing'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = idParamsSchema(DESTINATION_NOT_FOUND);
const namedIdParams = companyParamsSchema.extend(idParams.shape);

/** The two ways to name the company: the tenant's own routes, and a named company's. */
const SCOPES = [
  { base: '/admin/destinations', who: 'the current company (admins)', named: false },
  {
    base: '/admin/companies/:companyId/destinations',
    who: 'a company (its admins, operator staff)',
    named: true,
  },
] as const;

/**
 * `/admin/destinations[/{id}[/test]]` for the current company and
 * `/admin/companies/{companyId}/destinations[/{id}[/test]]` for a named one (the company
 * webhooks page). Session, then company, then role, as the webhook routes check them.
 */
export async function destinationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  /** The company the request names (or the tenant), once the actor may manage it. */
  async function companyOf(request: FastifyRequest) {
    const tenant = requireTenant(request);
    const actor = requireUser(request);
    const params = request.params as { companyId?: string };
    const company = await namedCompanyOrTenant(ctx.db, tenant, params.companyId);
    authorize(actor, manageDestinations, company);
    return company;
  }
  const present = (row: Parameters<typeof presentDestination>[0]) =>
    presentDestination(row, (encrypted) => decryptKey(ctx, encrypted));

  for (const { base, who, named } of SCOPES) {
    const listParams = named ? { params: companyParamsSchema } : {};
    const oneParams = named ? namedIdParams : idParams;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `List the destinations of ${who}`,
          description: 'Oldest first; API keys only as a mask (or empty).',
          ...listParams,
          response: { 200: destinationListSchema, ...errors },
        },
      },
      async (request) => {
        const company = await companyOf(request);
        return { destinations: (await listDestinations(ctx.db, company.id)).map(present) };
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Add a destination to ${who}`,
          description:
            'The URL follows the webhook rules (no private address unless WEBHOOK_ALLOW_HOSTS ' +
            'names it). `assistantTypes` empty: every assistant. At most 20 per company.',
          ...listParams,
          body: destinationInputSchema,
          response: { 201: destinationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const company = await companyOf(request);
        const row = await createDestination(ctx, {
          company,
          input: request.body,
          audit: auditContextOf(request),
        });
        return reply.code(201).send(present(row));
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Change a destination of ${who}`,
          description:
            '`apiKey`: a new key, "" to remove it, absent or the unchanged mask to keep it; a ' +
            'kept key stays only while the URL keeps its scheme, host and port.',
          params: oneParams,
          body: destinationInputSchema,
          response: { 200: destinationSchema, ...errors },
        },
      },
      async (request) => {
        const company = await companyOf(request);
        const row = await updateDestination(ctx, {
          company,
          id: request.params.id,
          input: request.body,
          audit: auditContextOf(request),
        });
        return present(row);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a destination of ${who}`,
          description: 'Its publications keep its name.',
          params: oneParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const company = await companyOf(request);
        await deleteDestination(ctx, {
          company,
          id: request.params.id,
          audit: auditContextOf(request),
        });
        return { success: true as const };
      },
    );

    app.post(
      `${base}/:id/test`,
      {
        // Each test makes an outgoing call: a tighter ceiling than the API's general one.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: `Test a destination of ${who} with a sample text`,
          description:
            'POSTs `{event:"publish", test:true, publicationId:null, company, item}` (a short ' +
            'sample of an assistant it takes) through the guarded client. Reports ' +
            'reachability, status, latency, and what the answer said (`url`, `externalId`, ' +
            'an acknowledgement).',
          params: oneParams,
          response: { 200: destinationTestResultSchema, ...errors, 429: errorSchema },
        },
      },
      async (request) => {
        const company = await companyOf(request);
        const destination = await findDestination(ctx.db, company.id, request.params.id);
        return testDestination(ctx, ctx.automationClient, {
          company,
          destination,
          requestId: request.id,
        });
      },
    );
  }
}
