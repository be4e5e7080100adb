import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from '../../../src/server/openapi/operations.js';
import { V1_TYPES_FILE, v1Types } from '../../../scripts/openapi-documents.js';
import { createTestApp, hostOf } from '../../support/test-app.js';

const t = await createTestApp();

interface MediaType {
  schema?: unknown;
  example?: unknown;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string }>;
    responses: Record<string, Response>;
  };
}

async function served(headers: Record<string, string> = {}) {
  return t.app.inject({
    url: '/api/v1/openapi.json',
    headers: { host: hostOf('anything'), ...headers },
  });
}

const document = (await served()).json() as OpenApi;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
);

/** A response as documented, its `$ref` to a shared response followed. */
function resolved(response: Response): Response {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  return document.components.responses[name];
}

describe('GET /api/v1/openapi.json', () => {
  it('is served without a token, whatever else comes with the request', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer cdk_wrong' },
      { cookie: 'x=y' },
    ];
    for (const headers of attempts) {
      const res = await served(headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(document);
    }
  });

  it('is OpenAPI 3.1 with the bearer token on every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth']);
    for (const { at, op } of operations) {
      expect(op.security, at).toEqual([{ bearerAuth: expect.any(Array) }]);
    }
    const scopeOf = (path: string, method: string) => document.paths[path][method].security;
    expect(scopeOf('/api/v1/assistants', 'get')).toEqual([{ bearerAuth: [] }]);
    expect(scopeOf('/api/v1/generations', 'post')).toEqual([{ bearerAuth: ['generate'] }]);
    expect(scopeOf('/api/v1/history/{id}', 'patch')).toEqual([{ bearerAuth: ['history:write'] }]);
  });

  it('holds the /api/v1 operations, each once, by its name in the table of operations', () => {
    const documented = operations.map(({ at }) => at.replace(/\{(\w+)\}/g, ':$1'));
    const v1 = Object.keys(OPERATION_IDS).filter((key) => key.split(' ')[1].startsWith('/api/v1/'));
    expect(documented.toSorted()).toEqual(v1.toSorted());
    for (const { at, op } of operations) {
      expect(op.operationId, at).toBe(OPERATION_IDS[at.replace(/\{(\w+)\}/g, ':$1')]);
    }
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });

  it('shows an example of every request body and every answer', () => {
    for (const { at, op } of operations) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        expect(media.example, `${at} ${type}`).toBeDefined();
      }
      for (const [status, response] of Object.entries(op.responses)) {
        const media = Object.values(resolved(response).content ?? {});
        expect(media.length, `${at} ${status}`).toBeGreaterThan(0);
        for (const { example } of media) expect(example, `${at} ${status}`).toBeDefined();
      }
    }
  });

  it('documents every error as application/problem+json, the token’s among them', () => {
    for (const { at, op } of operations) {
      expect(Object.keys(op.responses), at).toEqual(expect.arrayContaining(['401', '403', '429']));
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(Object.keys(resolved(response).content ?? {}), `${at} ${status}`).toEqual([
          'application/problem+json',
        ]);
      }
    }
    const invalidToken = resolved(document.paths['/api/v1/assistants'].get.responses['401']);
    expect(invalidToken.content?.['application/problem+json'].example).toEqual({
      type: 'urn:copydesk:problem:invalid-token',
      title: 'Invalid token',
      status: 401,
      detail: 'The API token is missing, unknown, expired or revoked',
    });
  });

  it('matches the committed TypeScript types of the example client (npm run api:types)', async () => {
    const committed = readFileSync(V1_TYPES_FILE, 'utf8');
    expect(
      (await v1Types(document)) === committed,
      'examples/public-api/v1.d.ts is out of date: run npm run api:types',
    ).toBe(true);
  });
});
