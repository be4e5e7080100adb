import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operationOf } from './operations.js';
import { V1_OPERATIONS, type V1Answer } from './v1-examples.js';
import { PROBLEM_COMPONENTS, problemResponsesOf } from './v1-problems.js';

/**
 * How `/api/v1/openapi.json` is made (docs/api.md): a second document of the same routes and zod
 * schemas as the app's `/api/openapi.json`, collected in the public API's own scope (so it holds
 * the `/api/v1` routes only) and written as OpenAPI 3.1. What the routes do not say themselves is
 * added here: the bearer token and each operation's scope, the problem+json errors, and an
 * example of every request body and answer (v1-examples.ts). `npm run lint:openapi` checks it.
 */
export function v1SwaggerOptions() {
  return {
    // The app's document is `swagger`; this one lives beside it, in the public API's scope.
    decorator: 'v1OpenApi',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Copydesk public API',
        version: '1.0.0',
        description:
          'For other systems: a CRM, a CMS, a script. Every call takes a personal access token ' +
          '(`Authorization: Bearer cdk_...`, made under Profile, or `POST /api/me/tokens`) and ' +
          "acts as the token's user, within its scopes, in the user's company, whatever host it " +
          'is sent to. Each token may make `API_TOKEN_RATE_PER_MINUTE` requests a minute (120 ' +
          'by default). Every error is `application/problem+json` (RFC 9457).',
      },
      servers: [{ url: '/', description: "The company's own address, where this document is" }],
      tags: [
        { name: 'Assistants', description: 'What the token’s user may generate with' },
        { name: 'Generations', description: 'Texts being written (scope `generate`)' },
        {
          name: 'History',
          description: 'Saved texts and their versions (`history:read`, `history:write`)',
        },
        { name: 'Reviews', description: 'Submitting for review and deciding (scope `reviews`)' },
        { name: 'Publications', description: 'Publishing texts (scope `publications`)' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal access token: `cdk_` and 43 letters and digits. The scope an ' +
              'operation needs is named in its security requirement.',
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: (made) =>
      describeDocument(
        (made as { openapiObject: Document }).openapiObject,
      ) as ReturnType<SwaggerTransformObject>,
  } satisfies FastifyDynamicSwaggerOptions;
}

/** The route's zod schemas as JSON Schema, its name and the token scope it needs. */
const describeRoute: SwaggerTransform = (route) => {
  const { schema, url } = jsonSchemaTransform(route);
  if (schema.hide) return { schema, url };
  const method = [route.route.method].flat()[0];
  const scope = route.route.config?.apiScope;
  const { operationId } = operationOf({ method, url, public: true });
  return {
    url,
    schema: {
      ...schema,
      operationId,
      // OpenAPI 3.1 lets a bearer requirement name the roles it needs: the token's scope.
      security: [{ bearerAuth: scope ? [scope] : [] }],
    },
  };
};

interface MediaType {
  schema?: unknown;
  example?: unknown;
}
interface Answer {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Answer | { $ref: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const JSON_TYPE = 'application/json';

/** The answer headers every token request carries (public-api.ts). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
};

/** Adds to each operation what its route does not say; fails on an operation left out. */
function describeDocument(document: Document): Document {
  const { components } = document;
  for (const [kind, named] of Object.entries(PROBLEM_COMPONENTS)) {
    components[kind] = { ...components[kind], ...named };
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${path}`;
      const described = V1_OPERATIONS[operation.operationId];
      if (!described) throw new Error(`${at}: no examples in v1-examples.ts`);
      operation.tags = [described.tag];
      const body = operation.requestBody?.content[JSON_TYPE];
      if (body) {
        if (described.request === undefined) throw new Error(`${at}: no request example`);
        body.example = described.request;
      }
      operation.responses = {
        ...successes(at, operation.responses, described.responses),
        ...problemResponsesOf(operation),
      };
    }
  }
  return document;
}

/** The route's success answers, each with its meaning, its example and the rate headers. */
function successes(
  at: string,
  documented: Operation['responses'],
  described: Record<number, V1Answer>,
): Record<string, Answer> {
  // The app's error answers (`{message}`) give way to the problems (v1-problems.ts).
  const statuses = Object.keys(documented).filter((status) => Number(status) < 400);
  const missing = statuses.filter((status) => !(status in described));
  if (missing.length > 0) throw new Error(`${at}: no example of the ${missing.join(', ')} answer`);
  return Object.fromEntries(
    statuses.map((status) => {
      const answer = documented[status] as Answer;
      const { description, example, contentType = JSON_TYPE } = described[+status];
      // A JSON answer keeps the route's schema; an event stream is text.
      const schema =
        contentType === JSON_TYPE ? answer.content?.[JSON_TYPE]?.schema : { type: 'string' };
      return [
        status,
        {
          description,
          headers: RATE_LIMIT_HEADERS,
          content: { [contentType]: { schema, example } },
        },
      ];
    }),
  );
}
