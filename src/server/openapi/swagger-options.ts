import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieName } from '../auth/session-store.js';
import type { Config } from '../config.js';
import { operationOf } from './operations.js';
import { defineRecordKeys } from './record-keys.js';

/**
 * How `/api/openapi.json` is made (decision 037): the routes' zod schemas, plus what client
 * generators need: the address, the session cookie, a name and security for every operation.
 * `npm run lint:openapi` checks the result with Redocly's recommended rules.
 */
export function swaggerOptions(config: Pick<Config, 'SECURE_COOKIES'>) {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Copydesk API',
        version: '1.0.0',
        description:
          "Each company is served on its own host (or any host with `?company=` its id); the API's " +
          'paths are the same on every one.',
      },
      servers: [{ url: '/', description: "The company's own address, where this document is" }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config.SECURE_COOKIES),
            description:
              'Set by `POST /api/auth/login`; counts on the company it was made on (operator ' +
              'staff: on every company).',
          },
          callbackToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `callback.token` of the webhook request whose result is sent back.',
          },
        },
      },
    },
    transform: describeOperation,
  } satisfies FastifyDynamicSwaggerOptions;
}

/** Every API call may be refused by the per-address ceiling (src/server/http/security.ts). */
const TOO_MANY_REQUESTS = {
  description: 'Too many requests from this address in the last minute',
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

const describeOperation: SwaggerTransform = (route) => {
  const { schema, url } = jsonSchemaTransform(route);
  if (schema.hide) return { schema, url };
  const method = [route.route.method].flat()[0];
  // Routes the session check lets through (src/server/auth/current-user.ts).
  const isPublic = route.route.config?.public === true;
  const response = schema.response as Record<string, unknown> | undefined;
  const described = response
    ? { ...schema, response: { 429: TOO_MANY_REQUESTS, ...response } }
    : schema;
  return {
    url,
    schema: { ...defineRecordKeys(described), ...operationOf({ method, url, public: isPublic }) },
  };
};
